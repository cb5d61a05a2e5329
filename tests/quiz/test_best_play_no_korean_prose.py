"""Korean prose only in catalogues (issue 28): best-play's and the hand puzzle's questions
and explanations are facts rendered through ``tutor/translations``, so their modules write
no Korean. The prose builders that still write the old explanation (``PROSE_BUILDERS``)
are to be deleted; until then they are named here, and the list may only shrink."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TUTOR = Path(__file__).resolve().parents[2] / "tutor"
BEST_PLAY = TUTOR / "quiz" / "kinds" / "best_play"
MODULES = sorted([*BEST_PLAY.glob("*.py"), TUTOR / "quiz" / "kinds" / "puzzle.py"])
# Best-play's prose builders (issue 28, item 2) are deleted: none is left to name.
PROSE_BUILDERS: set[str] = set()
HANGUL = re.compile("[\uac00-\ud7a3\u3131-\u318e]")


def _korean_lines(path: Path) -> list[str]:
    return [
        f"{path.name}:{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if HANGUL.search(line)
    ]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_a_converted_module_writes_no_korean(path: Path) -> None:
    if path.name in PROSE_BUILDERS and path.parent == BEST_PLAY:
        # Still a prose builder: it must still be one, or it leaves the list.
        assert _korean_lines(path), f"{path.name} writes no Korean: drop it from PROSE_BUILDERS"
        return
    assert _korean_lines(path) == []


def test_the_scan_finds_korean_where_there_is_some(tmp_path: Path) -> None:
    module = tmp_path / "prose.py"
    source = 'EN = "You are on lead."\nKO = "당신이 리드할 차례입니다."\n'
    module.write_text(source, encoding="utf-8")
    assert _korean_lines(module) == ['prose.py:2: KO = "당신이 리드할 차례입니다."']
