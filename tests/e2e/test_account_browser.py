"""A person's account in a real browser, by keyboard alone: register, reach the account
page from the header, change the password, and sign out on every device."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import screenshot

pytestmark = pytest.mark.browser

PASSWORD = "trumps-and-bowers"
NEW_PASSWORD = "lead-through-the-maker"


def type_into(page: Page, selector: str, text: str) -> None:
    page.focus(selector)
    page.keyboard.type(text)


def test_change_password_and_sign_out_everywhere_by_keyboard(
    live_server: str, page: Page, chromium: Browser
) -> None:
    page.goto(f"{live_server}/auth/register")
    type_into(page, "input[name=username]", "ada")
    # A common password is refused with a message beside the field.
    type_into(page, "input[name=password]", "password")
    type_into(page, "input[name=password2]", "password")
    page.keyboard.press("Enter")
    expect(page.locator("#password-error")).to_contain_text("most common")
    page.fill("input[name=password]", "")
    type_into(page, "input[name=password]", PASSWORD)
    type_into(page, "input[name=password2]", PASSWORD)
    page.keyboard.press("Enter")
    expect(page.locator(".site-header .who")).to_have_text("ada")

    # A second device, remembered.
    phone = chromium.new_context().new_page()
    phone.goto(f"{live_server}/auth/login")
    phone.fill("input[name=username]", "ada")
    phone.fill("input[name=password]", PASSWORD)
    phone.check("input[name=remember_me]")
    phone.click("button[type=submit], input[type=submit]")
    expect(phone.locator(".site-header .who")).to_have_text("ada")

    # The name in the header leads to the account page (by keyboard).
    page.focus(".site-header .who")
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_have_text("Your account")
    type_into(page, "input[name=current_password]", PASSWORD)
    type_into(page, "input[name=password]", NEW_PASSWORD)
    type_into(page, "input[name=password2]", NEW_PASSWORD)
    page.keyboard.press("Enter")
    expect(page.locator(".flash")).to_contain_text("Every other device has been signed out")
    screenshot(page, "account-page")
    phone.reload()
    expect(phone.locator(".site-header")).to_contain_text("Sign in")

    # Sign out everywhere: this browser too.
    page.focus("form[action$='/auth/logout-everywhere'] button")
    page.keyboard.press("Enter")
    expect(page.locator(".flash")).to_contain_text("signed out on every device")
    page.goto(f"{live_server}/auth/account")
    expect(page).to_have_url(f"{live_server}/auth/login?next=%2Fauth%2Faccount")
    phone.context.close()
