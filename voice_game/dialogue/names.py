"""First names the speaker listens for when players say their names at set-up.

Free dictation turns names into random words ("the or it"), so set-up listens with a phrase
list of common first names (the second part added when "Cara", in the README's example, and
"Chloe", in the blind scenes, were found missing; a longer addition of 70 names cost as many
names read back wrongly as it gained, docs/benchmark.md); a name the list lacks is heard as
another name or not at all, and after two tries that player gets a seat name ("Red").
"""

from __future__ import annotations

COMMON_NAMES = (
    """
aaron abby adam adrian aisha alan albert alex alexander alice alison amanda amelia amy andrea
andrew angela anna anne anthony antonio arthur ava barbara ben benjamin beth betty bill bob
brian bruce carl carla carlos carol caroline catherine charles charlie charlotte chris
christina christine claire daniel david deborah dennis diana diane donald dorothy douglas
dylan edward elena eli elizabeth ella ellen emily emma eric eva evelyn frank fred gary george
grace greg hannah harry helen henry ian isaac isabel jack jacob james jane janet jason jean
jeff jennifer jessica jim joan joe john jonathan jose joseph josh judy julia julie justin
karen kate katie keith kelly ken kevin kim laura lauren leo linda lisa liz louis louise lucas
lucy luke margaret maria marie mark martha martin mary matt matthew max megan michael michelle
mike nancy natalie nathan nick nicole noah oliver olivia oscar pam patricia patrick paul peter
philip rachel ralph rebecca richard rita rob robert roger ron rose ruth ryan sam samuel sandra
sara sarah scott sean sharon simon sophie stephen steve susan thomas tim tom tony victor
victoria walter wendy william zoe
""".split()
    + """
ann cara chloe ellie ethan ingrid jake liam lily mia molly ruby
""".split()
)
