"""CSV for spreadsheets, made safe against formula injection.

A student can choose their own display name; a cell starting with ``=``, ``+``, ``-``,
``@`` (or a tab/CR) would run as a formula when the teacher opens the file, so such
cells get a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: object) -> str:
    text = "" if value is None else str(value)
    if text.startswith(_FORMULA_STARTS) and not _is_number(text):
        return "'" + text
    return text


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def to_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([spreadsheet_safe(h) for h in header])
    for row in rows:
        writer.writerow([spreadsheet_safe(v) for v in row])
    return buffer.getvalue()
