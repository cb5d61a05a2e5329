"""Where each principle is taught: the lesson section a learner text links to instead of a rule
id."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# -- where each principle is taught -----------------------------------------------------------


@dataclass(frozen=True)
class LessonSection:
    """The ``number``-th section (level-2 heading) of lesson ``slug``, in every language;
    ``heading`` is its English title, which a test checks, so a reordered lesson is seen."""

    slug: str
    number: int
    heading: str


# As lessons/COVERAGE.md lists them.
LESSON_SECTIONS: dict[str, LessonSection] = {
    "S0-1": LessonSection("strategy-leading", 1, "Lead trump when your side made it"),
    "S0-2": LessonSection("strategy-leading", 2, "On defence: lead your best off-suit card"),
    "S0-3": LessonSection("strategy-calling", 1, "Two high trumps"),
    "S0-4": LessonSection("strategy-partner", 1, "Don't overtrump your partner"),
    "S0-5": LessonSection("strategy-partner", 3, "Don't trump your partner's ace"),
    "S0-6": LessonSection("strategy-play-low", 1, "Can't win? Play low"),
    "S0-7": LessonSection("strategy-reading-cards", 1, "Watch who does not follow"),
    "A-1": LessonSection("strategy-reading-cards", 3, "Count the trumps"),
    "A-2": LessonSection("strategy-next", 1, "Next: the same colour"),
    "A-3": LessonSection("strategy-next", 2, "Reverse next: the other colour"),
    "A-4": LessonSection("strategy-dealer", 2, "Never discard a trump, keep aces"),
    "A-5": LessonSection("strategy-leading", 3, "Don't lead trump on defence"),
    "A-6": LessonSection("strategy-leading", 4, "Beware of short suits early"),
    "A-7": LessonSection("strategy-leading", 5, "Leading through the strong hand"),
    "A-8": LessonSection("strategy-against-loner", 1, "Lead trump's sister suit"),
    "A-9": LessonSection("strategy-calling", 4, "When to go alone"),
    "A-10": LessonSection("strategy-score", 1, "At 8: no loner"),
    "A-11": LessonSection("strategy-dealer", 1, "Count the turn-up as yours"),
}


# Themes taught by another section of their principle's lesson: winning cheaply (S0-6
# both ways) and overtrumping to cover partner (S0-4's exception).
THEME_SECTIONS: dict[str, LessonSection] = {
    "win-cheaply": LessonSection("strategy-play-low", 2, "Can win? Win cheaply"),
    "cover-partner": LessonSection("strategy-partner", 2, "When overtrumping is right"),
}


# A variant's own lesson teaches the principle as that game changes it: the three-hand
# maker has no partner, so S0-3's partner's trick and A-11's three-trump take-up are
# taught there as the top trumps in the maker's own hand (its items carry the theme
# "alone-against-two").
VARIANT_SECTIONS: dict[str, LessonSection] = {
    "alone-against-two": LessonSection(
        "three-hand-strategy", 1, "Calling: the top trumps in your own hand"
    ),
}


def _takes_the_trick(themes: Sequence[str]) -> bool:
    """A trump-or-discard move that does not play low under a trick it cannot win takes
    the trick: it is taught with "win cheaply"."""
    return "trump-or-discard" in themes and "play-low-when-cannot-win" not in themes


def _theme_section(themes: Sequence[str]) -> LessonSection | None:
    if _takes_the_trick(themes):
        return THEME_SECTIONS["win-cheaply"]
    return next((THEME_SECTIONS[t] for t in themes if t in THEME_SECTIONS), None)


def lesson_section(principle: str | None, themes: Sequence[str] = ()) -> LessonSection | None:
    """The lesson section that teaches an item's principle as its themes show it; with no
    principle (the spec states none for winning a trick cheaply), the section its theme
    has, where the course teaches one."""
    if principle is None:
        return _theme_section(themes)
    if principle not in LESSON_SECTIONS:
        return None
    if principle in ("S0-3", "A-11"):
        for theme in themes:
            if theme in VARIANT_SECTIONS:
                return VARIANT_SECTIONS[theme]
    section = LESSON_SECTIONS[principle]
    # An S0-6 item whose move takes the trick is taught with "win cheaply" too.
    if principle == "S0-6" and _takes_the_trick(themes):
        return THEME_SECTIONS["win-cheaply"]
    for theme in themes:
        special = THEME_SECTIONS.get(theme)
        if special is not None and special.slug == section.slug:
            return special
    return section
