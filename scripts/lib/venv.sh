# shellcheck shell=bash
# Shared by scripts/setup and scripts/setup-play: the Python environment in .venv and the
# speech model. Source it, then call: make_venv, install_python REQUIREMENTS..., install_model

_venv_say() { printf '%s: %s\n' "${SETUP_NAME:-setup}" "$*"; }

make_venv() {
    local python=${PYTHON:-python3}
    if [[ ! -x .venv/bin/python ]]; then
        _venv_say "creating the Python environment in .venv"
        "$python" -m venv .venv
    fi
}

# install_python SPEC...: pip install the given requirement arguments into .venv.
install_python() {
    _venv_say "installing Python packages: $*"
    .venv/bin/python -m pip install -q "$@"
}

install_model() {
    _venv_say "installing the speech model (a no-op when it is already there)"
    .venv/bin/voice-game model download
}
