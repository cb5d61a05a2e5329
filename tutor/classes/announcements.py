"""A class announcement: the teacher's Markdown, rendered once when it is saved.

Pages show the stored HTML and never run Markdown on a view: a hostile announcement
(5,000 ``[`` took Python-Markdown 4-7 s, on every view) costs its author one bounded
render, not every student every page. The renderer is markdown-it-py (CommonMark), whose
work grows linearly with the text, and the text is at most ``MAX_CHARS`` long.
"""

from __future__ import annotations

from markdown_it import MarkdownIt

from tutor.sanitise import clean_html

MAX_CHARS = 5000
# The announcement sits under the page's h1 and its own h2: "# Title" becomes an h3.
HEADING_SHIFT = 2

_markdown = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


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
