"""Words the synthesiser gets wrong, and the abbreviations the normaliser spells out.

``PRONUNCIATIONS`` maps a written name (matched whole, ignoring case and accents) to what
the voice should say instead: plain respelt words, or espeak-ng phonemes in ``[[...]]``
(Kirshenbaum-like mnemonics, see ``espeak-ng -x``). Each entry was listened to with
espeak-ng's en-us voice; add a name here when ``scripts/listen-decks`` shows it is misheard.
"""

from __future__ import annotations

PRONUNCIATIONS: dict[str, str] = {
    "La boheme": "La Bo Em",
    "Boheme": "Bo Em",
    "Euridice": "Yoo ridi chay",
    "Bayreuth": "Bye royt",
    "Chillicothe": "Chilly cothy",
    "Ghibli": "Jibly",
    "Schonbrunn": "Shern broon",
    "Aida": "Ah eeda",
    "Maesta": "My ess tah",
    "Salon des Refuses": "Salon day Ray few zay",
    "Marinetti": "Marry netty",
    "Manet": "Man nay",
    "Holbein": "Hole bine",
    "Versailles": "Ver sigh",
    "Conte": "Con tay",
    "Camus": "Ka moo",
    "Herge": "Air zhay",
    "Gaudi": "Gow dee",
    "Goethe": "Gur tuh",
    "Qin": "Chin",
    "Xuanzong": "Shoo wen zong",
    "Beaubourg": "Bo boor",
    "Reynaud": "Ray no",
    "Boccaccio": "Bo kah cho",
    "Andre Breton": "Andre Bruh ton",
    "Seurat": "Sur ah",
    "Cezanne": "Say zan",
    "Proust": "Proost",
    "Melies": "Mel yes",
    "Bizet": "Bee zay",
    "Diaghilev": "Dee ah ghee lef",
    "Nureyev": "Noo ray ef",
    "Hokusai": "Ho koo sigh",
    "Genji": "Ghen jee",
    "Zeami": "Zay ah mee",
}

TITLES: dict[str, str] = {
    "Dr": "Doctor",
    "Mr": "Mister",
    "Mrs": "Missus",
    "Ms": "Miz",
    "Prof": "Professor",
    "Gen": "General",
    "Capt": "Captain",
    "Col": "Colonel",
    "Lt": "Lieutenant",
    "Sgt": "Sergeant",
    "Rev": "Reverend",
    "Gov": "Governor",
    "Sen": "Senator",
    "Pres": "President",
    "Mt": "Mount",
    "Ft": "Fort",
}
"""Abbreviations written before a name: ``Dr. Seuss`` is "Doctor Seuss"."""

AFTER_NAME: dict[str, str] = {
    "Jr": "Junior",
    "Sr": "Senior",
    "Bros": "Brothers",
    "Co": "Company",
    "Inc": "Incorporated",
    "Ltd": "Limited",
    "Ave": "Avenue",
}
"""Abbreviations written after a name: ``Warner Bros.`` is "Warner Brothers"."""

PHRASES: dict[str, str] = {
    "e.g.": "for example",
    "i.e.": "that is",
    "etc.": "et cetera",
    "vs.": "versus",
    "approx.": "about",
    "U.S.": "US",
    "U.K.": "UK",
    "No.": "number",
}
"""Abbreviations spelt out wherever they stand (``No.`` only before a number)."""

REGNAL_NAMES = frozenset(
    """
    Alexander Alfonso Amenhotep Anne Antiochus Artaxerxes Benedict Boniface Carlos Catherine
    Charles Christian Clement Constantine Cyrus Darius David Edward Elizabeth Ferdinand Francis
    Frederick Friedrich George Gregory Gustav Gustavus Haakon Harald Henry Innocent Ivan James
    John Joseph Juan Julius Justinian Leo Leopold Louis Ludwig Malcolm Mary Maximilian Mehmed
    Napoleon Nicholas Olav Otto Paul Pedro Peter Philip Pius Ptolemy Rama Ramesses Richard
    Robert Rudolf Selim Senusret Sixtus Stephen Strauss Suleiman Suryavarman Theodosius Thutmose
    Umberto Urban Victor Wilhelm William Xerxes
    """.split()
)
"""Names read with an ordinal after them: ``Louis XIV`` is "Louis the Fourteenth"."""

COUNTED_NAMES = frozenset(
    """
    War Part Act Apollo Vatican Chapter Volume Episode Book Phase Type Mark Gemini Title
    Article Section Canto Psalm Olympiad Bowl League Division Class Stage Round Rocky Saturn
    """.split()
)
"""Names read with a cardinal after them: ``World War II`` is "World War two"."""
