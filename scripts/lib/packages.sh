# shellcheck shell=bash
# Shared by scripts/setup and scripts/setup-play: install Debian packages that are missing,
# and never remove one. Source it, then call: install_missing PACKAGE...
#
# Every missing package is first simulated (`apt-get -s`): one whose installation would remove
# an installed package (pulseaudio would remove PipeWire's pipewire-alsa, for example) is
# skipped with apt's own words, and the rest are installed with apt's output shown.
# With APT_SIMULATE=1 nothing is installed: it only reports what would be installed or skipped.

_pkg_say() { printf '%s: %s\n' "${SETUP_NAME:-setup}" "$*"; }

# The packages of "$@" that are not installed.
missing_packages() {
    local package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" ||
            printf '%s\n' "$package"
    done
}

# The command prefix that runs apt-get as root ("" for root, "sudo env" otherwise; `env`
# carries DEBIAN_FRONTEND through sudo, which would otherwise drop it).
_as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        printf 'env'
    elif command -v sudo >/dev/null; then
        printf 'sudo env'
    else
        return 1
    fi
}

# Lines of apt's simulation that remove (Remv) a package, for installing "$@".
_removals() {
    LC_ALL=C apt-get -s -q install --no-install-recommends "$@" 2>&1 | grep '^Remv ' || true
}

install_missing() {
    local missing=() safe=() skipped=() package removals root
    SKIPPED_PACKAGES=()
    mapfile -t missing < <(missing_packages "$@")
    if ((${#missing[@]} == 0)); then
        _pkg_say "system packages already installed: $*"
        return 0
    fi
    _pkg_say "missing system packages: ${missing[*]}"
    if ! root=$(_as_root) && [[ "${APT_SIMULATE:-0}" != 1 ]]; then
        _pkg_say "run as root (or install sudo) to install: ${missing[*]}"
        return 1
    fi
    if [[ "${APT_SIMULATE:-0}" != 1 ]]; then
        _pkg_say "reading the package lists (apt-get update)"
        $root DEBIAN_FRONTEND=noninteractive apt-get update -q
    fi
    for package in "${missing[@]}"; do
        if ! LC_ALL=C apt-get -s -q install --no-install-recommends "$package" >/dev/null 2>&1; then
            _pkg_say "SKIPPED $package: apt cannot install it here:"
            LC_ALL=C apt-get -s -q install --no-install-recommends "$package" 2>&1 | tail -3 >&2
            skipped+=("$package")
            continue
        fi
        removals=$(_removals "$package")
        if [[ -n "$removals" ]]; then
            _pkg_say "SKIPPED $package: installing it would remove installed packages:"
            sed 's/^/    /' <<<"$removals" >&2
            skipped+=("$package")
        else
            safe+=("$package")
        fi
    done
    if ((${#safe[@]})); then
        removals=$(_removals "${safe[@]}")
        if [[ -n "$removals" ]]; then
            _pkg_say "NOT INSTALLING ${safe[*]}: together they would remove installed packages:"
            sed 's/^/    /' <<<"$removals" >&2
            return 1
        fi
        if [[ "${APT_SIMULATE:-0}" == 1 ]]; then
            _pkg_say "would install: ${safe[*]}"
        else
            _pkg_say "installing: ${safe[*]}"
            $root DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
                "${safe[@]}"
        fi
    fi
    if ((${#skipped[@]})); then
        _pkg_say "not installed (see above): ${skipped[*]}"
        SKIPPED_PACKAGES=("${skipped[@]}")
        return 0
    fi
    SKIPPED_PACKAGES=()
}
