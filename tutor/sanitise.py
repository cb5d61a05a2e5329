"""The one HTML policy for everything we render from Markdown: lessons and class
announcements. Every such fragment goes through ``clean_html`` (nh3) and nothing else.

The policy: nh3's safe defaults (no script, style, event handler or ``javascript:`` URL),
and on top of them
- no images at all (``img``, image maps): a teacher's ``![](http://…)`` would make every
  student's browser fetch from another site; our own diagrams are built by templates;
- no ``h1``: a fragment sits inside a page that already has its one ``h1``;
- links only to http(s), mailto or our own relative paths;
- ``id`` on headings (the lessons' table of contents) and the card chip's ``span``
  attributes (``class``, ``role``, ``aria-label``).
"""

from __future__ import annotations

import nh3

FORBIDDEN_TAGS = frozenset({"img", "map", "area", "h1"})
ALLOWED_TAGS = frozenset(nh3.ALLOWED_TAGS) - FORBIDDEN_TAGS
ALLOWED_ATTRIBUTES: dict[str, frozenset[str]] = {
    **{
        tag: frozenset(attributes)
        for tag, attributes in nh3.ALLOWED_ATTRIBUTES.items()
        if tag in ALLOWED_TAGS
    },
    **{f"h{level}": frozenset({"id"}) for level in range(2, 7)},
    "span": frozenset({"class", "role", "aria-label"}),
}
URL_SCHEMES = frozenset({"http", "https", "mailto"})


def clean_html(html: str) -> str:
    """``html`` with everything outside the policy removed (text content is kept)."""
    return nh3.clean(
        html,
        tags=set(ALLOWED_TAGS),
        attributes={tag: set(names) for tag, names in ALLOWED_ATTRIBUTES.items()},
        url_schemes=set(URL_SCHEMES),
    )
