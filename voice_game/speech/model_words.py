"""The words a Vosk model knows, read from the symbol table inside its ``graph/Gr.fst``
(this model ships no ``words.txt``)."""

from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

from .model import DOWNLOAD_COMMAND, InvalidModelError, ModelMissingError

_FST_MAGIC = 2125659606
_SYMTAB_MAGIC = 2125658996
_HAS_ISYMBOLS = 1
_HAS_OSYMBOLS = 2
_NON_WORDS = frozenset({"<eps>", "!SIL", "<s>", "</s>", "<UNK>", "[unk]"})


def model_vocabulary(model_path: Path | str) -> frozenset[str]:
    """Words the model can recognise (lower case), for checking phrase lists and decks.

    Read from ``graph/words.txt`` when the model has one, else from the word symbol table
    stored in the header of ``graph/Gr.fst`` (or ``graph/HCLG.fst``), which is where Vosk
    itself finds the words of the small English model.
    """
    return _vocabulary(str(Path(model_path).resolve()))


@lru_cache(maxsize=4)
def _vocabulary(model_path: str) -> frozenset[str]:
    graph = Path(model_path) / "graph"
    words_txt = graph / "words.txt"
    if words_txt.is_file():
        symbols = [
            line.split()[0]
            for line in words_txt.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
    else:
        for name in ("Gr.fst", "HCLG.fst"):
            if (graph / name).is_file():
                symbols = _fst_word_symbols(graph / name)
                break
        else:
            raise ModelMissingError(
                f"{model_path} has no graph/words.txt, graph/Gr.fst or graph/HCLG.fst. "
                f"Reinstall the model with `{DOWNLOAD_COMMAND}`."
            )
    return frozenset(s for s in symbols if s not in _NON_WORDS and not s.startswith("#"))


def _read_string(fh: BinaryIO) -> str:
    (length,) = struct.unpack("<i", fh.read(4))
    if not 0 <= length < 1 << 20:
        raise ValueError("corrupt string length")
    return fh.read(length).decode("utf-8")


def _read_symbol_table(fh: BinaryIO) -> list[str]:
    (magic,) = struct.unpack("<i", fh.read(4))
    if magic != _SYMTAB_MAGIC:
        raise ValueError("no symbol table")
    _read_string(fh)  # table name
    _available_key, size = struct.unpack("<qq", fh.read(16))
    symbols = []
    for _ in range(size):
        symbols.append(_read_string(fh))
        fh.read(8)  # key
    return symbols


def _fst_word_symbols(path: Path) -> list[str]:
    """Output symbols from an OpenFst binary header (magic, type, arc type, version,
    flags, properties, start, #states, #arcs, then the optional symbol tables)."""
    try:
        with path.open("rb") as fh:
            (magic,) = struct.unpack("<i", fh.read(4))
            if magic != _FST_MAGIC:
                raise ValueError("not an OpenFst file")
            _read_string(fh)
            _read_string(fh)
            _version, flags = struct.unpack("<ii", fh.read(8))
            fh.read(8 + 8 + 8 + 8)
            table: list[str] = []
            if flags & _HAS_ISYMBOLS:
                table = _read_symbol_table(fh)
            if flags & _HAS_OSYMBOLS:
                table = _read_symbol_table(fh)
    except (ValueError, struct.error, UnicodeDecodeError) as exc:
        raise InvalidModelError(
            f"Cannot read the word list from {path} ({exc}). "
            f"Reinstall the model with `{DOWNLOAD_COMMAND}`."
        ) from exc
    if not table:
        raise InvalidModelError(f"{path} carries no word symbol table.")
    return table
