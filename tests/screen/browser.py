"""Headless Chromium (Debian's ``chromium`` and ``chromium-driver``) driven through Selenium,
recording everything the browser receives: every response body and every server-sent event,
read from the DevTools network log."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

PROJECT = Path(__file__).resolve().parents[2]
AXE = PROJECT / "requirements" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromedriver")
INSTALL = "apt-get install -y chromium chromium-driver (scripts/setup does it)"


def require_chromium() -> None:
    """Fail, saying what to install, when Chromium or its driver is missing."""
    for path in CHROMIUM:
        if shutil.which(path) is None:
            pytest.fail(f"{path} is missing; the companion page's browser tests need: {INSTALL}")


class Browser:
    """One headless Chromium window (a phone-sized one) and what it has received."""

    def __init__(self) -> None:
        require_chromium()
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM[0]
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--window-size=430,1600",
            "--no-first-run",
            "--disable-extensions",
        ):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMIUM[1]), options=options)
        self.received: list[str] = []
        """Every response body and server-sent message, as text, in the order they came."""
        self.urls: list[str] = []

    def quit(self) -> None:
        self.driver.quit()

    def collect(self) -> None:
        """Read the network log since the last call into :attr:`received`."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message.get("method"), message.get("params", {})
            if method == "Network.eventSourceMessageReceived":
                self.received.append(params["data"])
            elif method == "Network.responseReceived":
                self.urls.append(params["response"]["url"])
            elif method == "Network.loadingFinished":
                try:
                    body = self.driver.execute_cdp_cmd(
                        "Network.getResponseBody", {"requestId": params["requestId"]}
                    )
                except Exception:  # noqa: BLE001 - a stream has no body to fetch
                    continue
                self.received.append(body.get("body", ""))

    def wait(self, check: Callable[[], Any], what: str, timeout: float = 8.0) -> Any:
        """Poll ``check`` until it returns something true; fail naming ``what``."""
        deadline = time.monotonic() + timeout
        last: Any = None
        while time.monotonic() < deadline:
            try:
                last = check()
            except Exception as error:  # noqa: BLE001 - the page may be mid-update
                last = error
            else:
                if last:
                    return last
            time.sleep(0.05)
        pytest.fail(f"the page never showed {what} (last: {last!r})")

    def axe(self) -> list[dict[str, Any]]:
        """axe-core's violations on the page as it is."""
        if not AXE.exists():
            pytest.fail(f"{AXE} is missing; install it with: npm ci --prefix requirements/browser")
        self.driver.execute_script(AXE.read_text(encoding="utf-8"))
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document).then((r) => done(r.violations), (e) => done(String(e)));"
        )
        assert isinstance(result, list), result
        return result
