"""Browser screen checks for a game page in Chromium (Playwright, sync API), at the issue's two screens.

Stable API (other helpers' per-game browser tests import these; keep the signatures):

    VIEWPORTS = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
    open_game(browser, server, game, options, seats, viewport, seed=SEED) -> page
        A game made through the server's API (seats as POST /api/games takes them, seat 0 a person), opened in a new
        context of that viewport (phones get touch), waited for until it offers seat 0 options or is over.
    horizontal_scroll(page) -> list[str]      the page is wider than the screen (scrollWidth > clientWidth)
    broken_words(page) -> list[str]           a word of visible text whose letters lie on more than one line
                                              ("play|er 1"); a break after a hyphen is a line break, not a broken word
    clipped_text(page) -> list[str]           an element that hides part of its own text (overflow hidden/ellipsis)
    words_shown(page, allowed=()) -> list[str] ids, coordinates, tuples, spec codes in the visible text: the same
                                              `not_for_players` as the terminal harness (tests/players/screens.py)
    unreachable_options(page) -> list[str]    an option of the snapshot (the shell lists every one as a button
                                              `#options .option[data-option]`, one per `actions` entry, the datalist
                                              too) that no visible, enabled element with that `data-option` (a board
                                              element or the button) can be clicked on: scrolled into view, the
                                              point in its middle hits it, not something drawn over it
    card_text_problems(page, cards, limit=8) -> list[str]
                                              for elements with `data-card` (up to `limit` distinct names): hover
                                              (desktop) or tap (phone, touch contexts; elements that also act, a
                                              `data-option` or a click target, are only hovered) shows the card's text
                                              (`cards`: the game's Card list, engine/cards.py). No `data-card` element
                                              on the page: nothing to check, [] (the caller asserts presence where
                                              the game has cards).
    page_problems(page, allowed=()) -> list[str]
                                              all of the above but the card check
    assert_page_ok(page, where, allowed=())   fails listing page_problems, saving a screenshot in $DICELANDS_SCREENSHOTS
"""
from __future__ import annotations

import os

from playwright.sync_api import Error as PlaywrightError

from tests.players.screens import not_for_players

VIEWPORTS = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
SEED = 20261207

READY = """seat => {
  if (document.body.dataset.over === 'true') return true;
  return document.querySelector('#options .option[data-option]') !== null;
}"""


def open_game(browser, server, game: str, options: dict, seats: list, viewport: str, seed: int = SEED):
    phone = viewport == "phone"
    context = browser.new_context(bypass_csp=True, viewport=VIEWPORTS[viewport], has_touch=phone, is_mobile=phone)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    response = page.request.post(server.url + "/api/games",
                                 data={"game": game, "options": options, "seats": seats, "seed": seed})
    assert response.ok, response.text()
    page.goto(server.url + response.json()["seats"][0]["link"])
    page.wait_for_selector("#banner:not(:empty)")
    page.wait_for_function(READY, arg=0, timeout=30000)
    return page


def horizontal_scroll(page) -> list[str]:
    wide = page.evaluate("""() => {
      const root = document.scrollingElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const widest = Array.from(document.querySelectorAll('body *')).filter(node => {
        const box = node.getBoundingClientRect();
        return box.right > root.clientWidth + 1 && box.width > 0;
      }).slice(-3).map(node => node.outerHTML.slice(0, 120));
      return [root.scrollWidth, root.clientWidth, widest];
    }""")
    if wide is None:
        return []
    return [f"the page scrolls sideways: {wide[0]} px wide on a {wide[1]} px screen; reaching past the edge: "
            + " | ".join(wide[2])]


BROKEN_WORDS = """() => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, datalist, option, [hidden], pre')) continue;
    if (!parent.getClientRects().length) continue;  // not drawn
    for (const word of node.data.matchAll(/[\\p{L}\\p{N}'’]{2,}/gu)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const rects = Array.from(range.getClientRects()).filter(rect => rect.width > 0);
      const lines = new Set(rects.map(rect => Math.round(rect.top)));
      if (lines.size > 1) {
        found.push(`"${word[0]}" is broken over ${lines.size} lines in <${parent.tagName.toLowerCase()}` +
                   `${parent.id ? ' id=' + parent.id : ''} class="${parent.className}">: "${node.data.trim().slice(0, 60)}"`);
      }
    }
  }
  return found;
}"""


def broken_words(page) -> list[str]:
    return page.evaluate(BROKEN_WORDS)


def clipped_text(page) -> list[str]:
    return page.evaluate("""() => {
      const found = [];
      for (const node of document.querySelectorAll('body *')) {
        if (!node.getClientRects().length || node.closest('[hidden], datalist, select, input, textarea')) continue;
        const own = Array.from(node.childNodes).some(child => child.nodeType === 3 && child.data.trim());
        if (!own) continue;
        const style = getComputedStyle(node);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (hides && node.scrollWidth > node.clientWidth + 1) {
          found.push(`text cut off in <${node.tagName.toLowerCase()} class="${node.className}">: "${node.textContent.trim().slice(0, 60)}"`);
        }
      }
      return found;
    }""")


def words_shown(page, allowed=()) -> list[str]:
    text = page.evaluate("document.body.innerText")
    lines = text.split("\n")
    return [f"not in players' words {word!r}: "
            + repr(next((line.strip() for line in lines if word in line), word)[:120])
            for word in sorted(set(not_for_players(text, allowed)))]


REACHABLE = """() => {
  const offered = Array.from(document.querySelectorAll('#options .option[data-option]')).map(b => b.dataset.option);
  const listed = Array.from(document.querySelectorAll('#notation-list option')).map(o => o.value);
  const problems = [];
  if (offered.length !== listed.length) {
    problems.push(`${listed.length} options in the snapshot but ${offered.length} option buttons`);
  }
  for (const notation of new Set(listed)) {
    const nodes = Array.from(document.querySelectorAll('[data-option]')).filter(n => n.dataset.option === notation
      && !n.closest('#chooser') && !n.disabled && n.getClientRects().length);
    const hit = nodes.some(node => {
      node.scrollIntoView({block: 'nearest', inline: 'nearest'});
      const box = node.getBoundingClientRect();
      const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return at !== null && (at === node || node.contains(at));
    });
    if (!hit) problems.push(`the option "${notation}" has nothing to click on` +
                            (nodes.length ? ` (${nodes.length} covered or out of sight)` : ''));
    const words = nodes.map(n => n.innerText.trim()).filter(Boolean);
    if (nodes.length && !words.length) problems.push(`the option "${notation}" shows no words`);
  }
  window.scrollTo(0, 0);
  return problems;
}"""


def unreachable_options(page) -> list[str]:
    return page.evaluate(REACHABLE)


def card_text_problems(page, cards, limit: int = 8) -> list[str]:
    """See the module text. `cards`: Card objects (or dicts with name and text)."""
    texts = {_field(card, "name"): _field(card, "text") for card in cards}
    names = page.evaluate("""limit => {
      const seen = [];
      for (const node of document.querySelectorAll('[data-card]')) {
        if (node.getClientRects().length && !seen.includes(node.dataset.card)) seen.push(node.dataset.card);
      }
      return seen.slice(0, limit);
    }""", limit)
    touch = bool(page.evaluate("'ontouchstart' in window || navigator.maxTouchPoints > 0"))
    problems = []
    for name in names:
        if name not in texts:
            problems.append(f"data-card={name!r} names no card of this game")
            continue
        problem = None
        for _attempt in range(3):  # a bot's move may redraw the page under the pointer: look again
            problem = _card_text_problem(page, name, " ".join(texts[name].split())[:40], touch)
            if problem is None:
                break
            page.wait_for_timeout(300)
        if problem:
            problems.append(problem)
    return problems


def _card_text_problem(page, name: str, wanted: str, touch: bool) -> str | None:
    element = page.locator(f'[data-card="{_css_string(name)}"]').first
    try:
        element.scroll_into_view_if_needed(timeout=5000)
        acts = element.evaluate("n => !!n.closest('[data-option], [class*=\"target\"], button')", timeout=5000)
        how = "hovering" if not touch or acts else "tapping"
        if how == "tapping":
            element.tap(timeout=5000)
        else:
            element.hover(timeout=5000)
    except PlaywrightError as error:
        return f"{name!r} could not be pointed at: {str(error).splitlines()[0]}"
    try:
        page.wait_for_function("wanted => document.body.innerText.replace(/\\s+/g, ' ').includes(wanted)",
                               arg=wanted, timeout=2000)
        return None
    except PlaywrightError:
        return f"{how} {name!r} does not show its text ({wanted!r}...)"
    finally:
        page.mouse.move(0, 0)
        page.keyboard.press("Escape")


def _field(card, name: str) -> str:
    return card[name] if isinstance(card, dict) else getattr(card, name)


def _css_string(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def page_problems(page, allowed=()) -> list[str]:
    return (horizontal_scroll(page) + broken_words(page) + clipped_text(page) + words_shown(page, allowed)
            + unreachable_options(page))


def assert_page_ok(page, where: str, allowed=()) -> None:
    problems = page_problems(page, allowed)
    if problems:
        folder = os.environ.get("DICELANDS_SCREENSHOTS")
        if folder:
            os.makedirs(folder, exist_ok=True)
            page.screenshot(path=os.path.join(folder, f"{where.replace(' ', '-')}.png"), full_page=True)
    assert not problems, f"{where}:\n  " + "\n  ".join(problems[:15])
