"""The reasons a position is refused, in the asker's language (``POST /api/analyse`` and the
board page).

The board's checks, the position checks of ``tutor.analysis.position`` and the engine give
their reasons as English sentences built around a seat, a card or a number. Each known
sentence is a catalogue message (its English with ``%(name)s`` for each value); a reason is
matched whole against the messages and said again in Korean from the catalogue with the
same values. A card is written as the Korean pages write it (``tutor.korean.card_ko``) and
the Korean sentences set it in parentheses after its noun, so no particle has to follow a
card. A sentence no message matches (a new engine message) is still answered in Korean: a
general sentence with the English reason quoted, never English alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from tutor.engine import parse_card
from tutor.grammar import grammar, is_source
from tutor.web.text import _, in_language


def N_(message: str) -> str:
    """Babel's marker (a default keyword of its extractor): ``message`` goes into the
    catalogue and is looked up when a reason is said."""
    return message


# What each named value of a message matches in the English reason. Numbers may be
# negative (a seat the asker typed); ``raw`` is the asker's text as quoted.
_VALUE = {
    "card": r"\S+",
    "variant": r"\S+",
    "raw": r".+",
    "name": r".+",
    "names": r".+",
    "languages": r".+",
}
_NUMBER = r"-?\d+"
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")

# Every reason the board, the position checks and the engine give, as its English.
MESSAGES: tuple[str, ...] = (
    # Shapes of the fields (tutor.board.fields).
    N_("must be a seat number"),
    N_("seat %(seat)s does not exist: seats are 0 to %(last)s"),
    N_("seat %(seat)s does not exist"),
    N_("%(raw)s is not a card code"),
    N_(
        "%(raw)s is not a card: write a rank (9 10 J Q K A, or 7 8 on 32 cards) and a suit"
        " (S C H D or ♠ ♣ ♥ ♦), like 'JH' or '10♦'; 'JO' is the Benny"
    ),
    N_("%(raw)s is not a suit: use S, C, H or D (or ♠ ♣ ♥ ♦)"),
    N_("must be a list of card codes"),
    N_("must be lists of card codes"),
    N_("a trick is a list of plays, one per player at most"),
    N_('a play is {"seat": N, "card": CODE} with a seat that exists'),
    N_('a play is {"seat": N, "card": CODE}'),
    N_("must be a list of finished tricks"),
    N_("must be a preset name"),
    N_("no preset is called %(name)s"),
    N_("must be an object of rule options"),
    N_("variant_options must be an object of rule options"),
    N_("these rule options cannot be combined"),
    N_("must be a whole number from %(low)s to %(high)s"),
    N_("must be one of: %(names)s"),
    N_("a seat is needed"),
    N_("the player's cards are needed"),
    N_('must be "high", "low" or null'),
    N_("must be true or false"),
    N_("must be %(n)s game scores, one per side, below the target"),
    N_('must be a list of calls {"seat": N, "bid": tricks or null}'),
    N_("must be %(n)s lists of card codes, one per seat"),
    # The decision and its position (tutor.board.judging).
    N_("the player has no choice to make here"),
    N_("the field %(name)s is needed for this decision"),
    N_("is needed for this decision"),
    N_("%(card)s is not in the %(variant)s pack"),
    N_("a card is not in the %(variant)s pack"),
    N_("a card appears twice"),
    N_("a card is in two places"),
    N_("the player should hold %(size)s cards, not %(held)s"),
    N_("the turn-up is also in the player's hand"),
    N_(
        "this decision is judged for four-player Euchre with the dealer taking the turn-up"
        " (standard, cardgames, american)"
    ),
    N_("a trump suit is needed (or no_trump where the rules allow)"),
    N_("one hand per seat: %(n)s"),
    N_("seat %(seat)s's hand must be the player's hand"),
    N_("seat %(seat)s took the turn-up %(card)s and has not played it"),
    N_("seat %(seat)s should hold %(size)s cards"),
    N_("seat %(seat)s showed out of %(card)s's suit but holds %(card)s"),
    N_("%(card)s is the turn-up, not in this player's hand"),
    N_("%(card)s was discarded: it cannot be held or played"),
    N_("only the dealer discards after taking the turn-up"),
    N_("the dealer's six cards include the turn-up"),
    N_("defending alone is judged for four-player Euchre"),
    N_("the first defender asked is seat %(seat)s, on the maker's left"),
    N_("bidding is judged for Bid Euchre (the bid preset)"),
    N_("it is seat %(seat)s's turn to bid"),
    N_("the player must have won the finished auction"),
    N_("british-call is for British Euchre"),
    # The engine's consistency checks (tutor.analysis.position).
    N_("three-hand-call is for three-hand Euchre"),
    N_("%(card)s is not a legal play for seat %(seat)s here"),
    N_("it is seat %(turn)s's turn, not seat %(seat)s's"),
    N_("seat %(seat)s should hold %(size)s cards, not %(held)s"),
    N_("the turned-down card cannot be played"),
    N_("trick %(n)s needs one card from each of %(players)s"),
    N_("trick %(n)s: seat %(seat)s played out of turn"),
    N_("seat %(seat)s played a suit they had shown out of"),
    N_("seat %(seat)s reneged in trick %(n)s"),
    N_("the current trick was not led by the last winner"),
    N_("must be one of %(languages)s"),
    # The API's own answers (tutor.board.views).
    N_("impossible position"),
    N_("the body must be JSON (Content-Type: application/json)"),
    N_("malformed JSON: the body must be one JSON object"),
    N_("too much analysis from this address: try again in a few minutes"),
    N_("must be a name of at most %(n)s characters"),
    N_("must be a whole number of deals from 1 to %(n)s"),
    N_("the analysis is still running: ask again shortly"),
)


def _pattern(message: str) -> re.Pattern[str]:
    """The English reasons ``message`` stands for: its words as written, each value as
    ``_VALUE`` says (a value named twice must repeat)."""
    parts: list[str] = []
    seen: set[str] = set()
    at = 0
    for found in _PLACEHOLDER.finditer(message):
        parts.append(re.escape(message[at : found.start()]))
        name = found.group(1)
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>{_VALUE.get(name, _NUMBER)})")
        seen.add(name)
        at = found.end()
    parts.append(re.escape(message[at:]))
    return re.compile("".join(parts))


REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (_pattern(message), message) for message in MESSAGES
)
HANGUL = re.compile("[\uac00-\ud7a3]")
UNKNOWN = N_("this field cannot be accepted; the engine's reason (in English): %(reason)s")


def _card(text: str, lang: str) -> str:
    """A card as the pages in ``lang`` write it (``J♥``, ``10♦``, ``베니``), or the text as
    given."""
    try:
        return grammar(lang).card(parse_card(text))
    except ValueError:
        return text


def translated(reason: str, lang: str) -> str:
    """``reason`` in ``lang``: its catalogue message when it is a known sentence, else the
    general sentence quoting it. A reason already in Korean (a page's own translated
    message) is kept as it is."""
    if HANGUL.search(reason):
        return reason
    with in_language(lang):
        for pattern, message in REASONS:
            found = pattern.fullmatch(reason)
            if found is None:
                continue
            values = {
                name: _card(value, lang) if name == "card" else value
                for name, value in found.groupdict().items()
            }
            return _(message, **values) if values else _(message)
        return _(UNKNOWN, reason=reason)


def is_known(reason: str) -> bool:
    return any(pattern.fullmatch(reason) for pattern, _message in REASONS)


def reason_in(lang: str, reason: str) -> str:
    return reason if is_source(lang) else translated(reason, lang)


def reasons_in(lang: str, errors: Mapping[str, str]) -> dict[str, str]:
    """Each field's reason in ``lang`` (English as given, or translated)."""
    return {name: reason_in(lang, reason) for name, reason in errors.items()}
