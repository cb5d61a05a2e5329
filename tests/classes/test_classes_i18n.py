"""The classes UI in Korean, and a catalogue that covers every string of this part."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from classes_helpers import School, sign_in
from flask import Flask
from flask.testing import FlaskClient

from tutor.classes import catalogue
from tutor.classes.catalogue import extract_messages, po_path, read_catalogue


def key(value: object) -> object:
    return value if isinstance(value, str) else tuple(value)  # type: ignore[call-overload]


def message_ids(catalog) -> set[object]:  # type: ignore[no-untyped-def]
    return {key(m.id) for m in catalog if m.id}


def translations(catalog) -> dict[object, object]:  # type: ignore[no-untyped-def]
    return {key(m.id): key(m.string) for m in catalog if m.id}


def test_every_string_of_this_part_has_a_korean_translation() -> None:
    extracted = message_ids(extract_messages())
    korean = read_catalogue("ko")
    assert extracted <= message_ids(korean), "run: flask classes-translate update"
    untranslated = [
        m.id
        for m in korean
        if m.id and (not m.string or (isinstance(m.string, tuple) and not all(m.string)))
    ]
    assert untranslated == []
    assert not [m.id for m in korean if m.id and m.fuzzy]


def test_the_compiled_catalogue_matches_the_po_file() -> None:
    with po_path("ko").with_suffix(".mo").open("rb") as handle:
        compiled = read_mo(handle)
    korean = read_catalogue("ko")
    assert translations(compiled) == translations(korean), "run: flask classes-translate compile"


def test_korean_teacher_pages(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    html = client.get(f"/classes/{school.class_a.id}/?lang=ko").get_data(as_text=True)
    assert "참여 코드:" in html
    assert "진도표" in html
    assert "하우스 룰" in html
    grid = client.get(f"/classes/{school.class_a.id}/grid").get_data(as_text=True)
    assert "가장 뒤처진 학생부터" in grid  # the language choice is remembered


def test_korean_join_refusal(client: FlaskClient, school: School) -> None:
    sign_in(client, school.dee)
    response = client.post("/join?lang=ko", data={"code": "ABCD-EFGH"})
    assert response.status_code == 404
    assert "그 코드의 학급이 없습니다" in response.get_data(as_text=True)


def test_the_catalogue_commands_update_and_compile(
    app: Flask, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Work on a copy: a test must not rewrite the committed catalogue.
    shutil.copytree(catalogue.TRANSLATIONS_DIR, tmp_path / "translations")
    monkeypatch.setattr(catalogue, "TRANSLATIONS_DIR", tmp_path / "translations")
    runner = app.test_cli_runner()
    update = runner.invoke(args=["classes-translate", "update"])
    assert update.exit_code == 0
    assert "0 untranslated" in update.output
    result = runner.invoke(args=["classes-translate", "compile"])
    assert result.exit_code == 0
    assert "compiled ko" in result.output
    with (tmp_path / "translations/ko/LC_MESSAGES/messages.mo").open("rb") as handle:
        assert translations(read_mo(handle)) == translations(read_catalogue("ko"))
