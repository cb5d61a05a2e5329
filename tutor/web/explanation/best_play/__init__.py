"""best-play explanation facts (``tutor.quiz.kinds.best_play.explaining``) in words.

One catalogue lookup a sentence (English msgid, Korean msgstr); where the English says one
sentence that the Korean says two ways (one suit or several, a team or a side), a context
tells them apart. Names of seats, suits and cards come from the shared ``tutor.web.words.Words``
and are passed bare; the Korean msgstr marks each particle after a name in braces
("%(answer)s{을}") and every catalogue lookup writes the form that fits the name
(``tutor.korean.fill_particles``), so one name takes any particle a sentence needs.

The words of the setting (``setting``), of what the principle says about a lead
(``lines``) and about the trick in progress (``tricks``), of a counter-example's note
(``notes``), of what a lead does (``leads``) and of the deals (``deals``) are modules of
their own, with the phrases several of them say in ``phrases``; importing the package
registers them all.
"""

from tutor.web.explanation.best_play import (  # noqa: F401
    asking,
    deals,
    leads,
    lines,
    notes,
    setting,
    tricks,
)
