"""A class announcement: the teacher's Markdown, rendered once when it is saved.

Pages show the stored HTML and never run Markdown on a view: a hostile announcement
(5,000 ``[`` took Python-Markdown 4-7 s, on every view) costs its author one bounded
render, not every student every page. The renderer is markdown-it-py (CommonMark), and
the text is at most ``MAX_CHARS`` long. Its work is not linear in every text, though:
opened brackets, emphasis and link destinations are searched for their ends again and
again (2,500 ``![`` took 1.5 s, a link opened before 4,700 unbroken characters 0.8 s), so
the text also keeps to ``MAX_MARKUP_SIGNS`` Markdown signs and words of at most
``MAX_WORD_CHARS`` characters, under which no text we could make took more than 0.1 s.
"""

from __future__ import annotations

from markdown_it import MarkdownIt

from tutor.sanitise import clean_html

MAX_CHARS = 5000
# Room for a few dozen links, a table and emphasis; see the docstring for why.
MAX_MARKUP_SIGNS = 200
MARKUP_SIGNS = frozenset("[]()!*_<>`~|")
MAX_WORD_CHARS = 300
# The announcement sits under the page's h1 and its own h2: "# Title" becomes an h3.
HEADING_SHIFT = 2

_markdown = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


def markup_signs(text: str) -> int:
    """How many characters of ``text`` Markdown may read as the start or end of markup."""
    return sum(1 for char in text if char in MARKUP_SIGNS)


def longest_word(text: str) -> int:
    return max((len(word) for word in text.split()), default=0)


def render_announcement(text: str) -> str:
    """Clean HTML for ``text`` (Markdown; raw HTML in it is cleaned like the rest)."""
    if not text.strip():
        return ""
    tokens = _markdown.parse(text)
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            level = min(6, int(token.tag[1:]) + HEADING_SHIFT)
            token.tag = f"h{level}"
    html = _markdown.renderer.render(tokens, _markdown.options, {})
    return clean_html(html)
