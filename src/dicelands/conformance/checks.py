"""The checks, one function each. A check raises `Broken` with what broke; the runner (play.py) names the game,
options, seed and decision. Each takes what the runner already computed, so a position or view is built once.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ..engine.cards import Card, lookup, words_not_for_players
from ..engine.secrets import Text


class Broken(AssertionError):
    """A check found the game not conforming."""


def canonical(data: Any, what: str) -> str:
    """`data` as canonical JSON text (keys sorted), or Broken when it is not JSON."""
    try:
        return json.dumps(data, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise Broken(f"{what} is not JSON: {exc}") from None


def difference(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON values first differ, for messages."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}/{key}: {'missing' if key not in a else short(a[key])} vs " \
                       f"{'missing' if key not in b else short(b[key])}"
            if a[key] != b[key]:
                return difference(a[key], b[key], f"{path}/{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return difference(x, y, f"{path}/{i}")
    return f"{path or '/'}: {short(a)} vs {short(b)}"


def short(value: Any, limit: int = 120) -> str:
    text = json.dumps(value, default=repr) if not isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def same_json(first: str, second: str, what: str) -> None:
    if first != second:
        raise Broken(f"{what}: {difference(json.loads(first), json.loads(second))}")


# ---- a state ---------------------------------------------------------------------------------------------------
def round_trip(game, text: str) -> None:
    """to_position -> JSON -> from_position -> to_position gives the same position."""
    again = canonical(game.to_position(game.from_position(json.loads(text))), "the re-read position")
    same_json(text, again, "the position changes when read back")


def over_matches_result(game, state) -> None:
    movers, result = game.to_move(state), game.result(state)
    canonical(result.to_json(), "the result")
    if bool(movers) == result.over:
        raise Broken(f"to_move is {movers!r} but result().over is {result.over}")
    if not result.over and result.winners:
        raise Broken(f"winners {result.winners!r} while the game is not over")


def movers_can_move(game, state, seats: int, legal: dict[int, list]) -> None:
    for seat, actions in legal.items():
        if not 0 <= seat < seats:
            raise Broken(f"to_move names seat {seat}, but there are {seats} seats")
        if not actions:
            raise Broken(f"seat {seat} must move ({game.prompt(state, seat)!r}) but has no legal action")
        prompt = game.prompt(state, seat)
        if not isinstance(prompt, str) or not prompt:
            raise Broken(f"seat {seat}'s prompt is {prompt!r}")


def view(game, state, reader: int | None, position: dict | None, zones) -> dict:
    """The reader's view, checked: JSON, no generator, each zone it may not see only as {"hidden": n}.
    `position` is the state's position read back from JSON (needed only when there are zones)."""
    who = "the spectator's view" if reader is None else f"seat {reader}'s view"
    shown = game.view(state, reader)
    try:
        text = json.dumps(shown, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise Broken(f"{who} is not JSON: {exc}") from None
    generator = state.rng.to_json()
    if "rng" in shown or generator.get("key", generator["state"]) in text:  # the key, or SplitMix64's state
        raise Broken(f"{who} holds the generator")
    if zones:
        seen_json = json.loads(text)
        for zone in zones:
            real, seen = zone.locations(position), _locations(zone, seen_json, who)
            for (owner, parent, key), (_, seen_parent, seen_key) in zip(real, seen):
                items, got = parent[key], seen_parent[seen_key]
                expected = items if zone.visible(owner, reader) else {"hidden": len(items)}
                if got != expected:
                    whose = "" if owner is None else f" of seat {owner}"
                    raise Broken(f"{who} shows zone {zone.name!r}{whose} as {short(got)}, "
                                 f"expected {short(expected)}")
    return shown


def _locations(zone, shown: dict, who: str) -> list:
    try:
        return zone.locations(shown)
    except Exception as exc:  # a view that dropped the zone's place
        raise Broken(f"{who} has no place for zone {zone.name!r}: {exc}") from None


# ---- the options of a decision ---------------------------------------------------------------------------------
def notation_parses_back(game, state, seat: int, actions: list) -> None:
    for action in actions:
        parsed = game.codec.parse_action(state, seat, str(action))
        if parsed != action:
            raise Broken(f"seat {seat}: notation {str(action)!r} parses to {parsed!r}, not {action!r}")


def action_json(game, seat: int, actions: list) -> None:
    for action in actions:
        data = game.codec.action_json(action)
        canonical(data, f"action_json of {str(action)!r}")
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str) or not data["kind"]:
            raise Broken(f"seat {seat}: action_json of {str(action)!r} has no kind: {short(data)}")
        if data.get("notation") != str(action):
            raise Broken(f"seat {seat}: action_json of {str(action)!r} has notation {data.get('notation')!r}")


def action_space(space, state, seat: int, actions: list) -> None:
    by_index: dict[int, Any] = {}
    for action in actions:
        index = space.index(state, seat, action)
        if index in by_index:
            raise Broken(f"seat {seat}: {str(by_index[index])!r} and {str(action)!r} share the label "
                         f"{space.labels[index]!r}")
        by_index[index] = action
        back = space.action(state, seat, index)
        if back != action:
            raise Broken(f"seat {seat}: index {index} ({space.labels[index]!r}) gives {str(back)!r}, "
                         f"not {str(action)!r}")
    mask = space.mask(state, seat)
    # The marked indexes are the legal ones: as many marked as legal, and every legal one marked (a space can hold
    # 50,000 labels, so the marked ones are counted in C rather than listed).
    if len(mask) != space.size or sum(map(bool, mask)) != len(by_index) or not all(mask[i] for i in by_index):
        extra = [space.labels[i] for i, on in enumerate(mask) if on and i not in by_index]
        missing = [space.labels[i] for i in by_index if not mask[i]]
        raise Broken(f"seat {seat}: the mask is not the legal list (marked but not legal: {extra}; "
                     f"legal but not marked: {missing})")


# ---- a move ----------------------------------------------------------------------------------------------------
def apply_is_pure(game, before_text: str, state) -> None:
    same_json(before_text, canonical(game.to_position(state), "the position"), "apply changed its input")


def without_order(shown: dict) -> dict:
    """A view with its `unseen` pools compared as multisets."""
    if "unseen" not in shown:
        return shown
    pools = shown["unseen"]
    unseen = {pool: sorted(Counter(map(json.dumps, items)).items()) for pool, items in pools.items()} \
        if isinstance(pools, dict) else pools
    return {**shown, "unseen": unseen}


def belief_sample(game, reader: int | None, shown: dict, seed: int):
    """A belief sample from the reader's view; its view must be the reader's view again."""
    sample = game.sample_state(shown, reader, seed)
    again = game.view(sample, reader)
    if without_order(again) != without_order(shown):
        who = "the spectator" if reader is None else f"seat {reader}"
        raise Broken(f"a belief sample for {who} does not show {who}'s view: "
                     f"{difference(without_order(shown), without_order(again))}")
    return sample


def lines_hide_the_unseen(game, reader: int | None, real: tuple, shown: dict, sample, seat: int, action) -> bool:
    """Two worlds the reader cannot tell apart -- the real one and a belief sample given the real generator -- must
    look alike to the reader after the same move, and give it the same `describe` and `events` lines, unless the move
    showed the reader something that differs between them (an item left the reader's unseen pools; then they may
    differ and are not compared). `real` is (state before, state after), `shown` the reader's view before. False
    when the move could not be compared (not legal in the sample, or it showed the reader something)."""
    before, after = real
    who = "the spectator" if reader is None else f"seat {reader}"
    sample.rng = before.rng.copy()
    if seat not in game.to_move(sample) or action not in game.legal_actions(sample, seat):
        return False
    sample_after = game.apply(sample, seat, action, check=False)
    mine, theirs = without_order(game.view(after, reader)), without_order(game.view(sample_after, reader))
    if mine != theirs:
        if mine.get("unseen") != without_order(shown).get("unseen"):
            return False
        raise Broken(f"{who}'s view after the move depends on what {who} may not see (nothing was shown to {who}, "
                     f"yet a world it cannot tell from the real one looks different): {difference(mine, theirs)}")
    show = game.show
    pairs = ((show.describe(before, seat, action, reader=reader), show.describe(sample, seat, action, reader=reader),
              "describe"),
             (show.events(before, after, reader=reader), show.events(sample, sample_after, reader=reader), "events"))
    for mine, theirs, what in pairs:
        if mine != theirs:
            raise Broken(f"{what} for {who} depends on what {who} may not see: {short(mine)} in the real game, "
                         f"{short(theirs)} in a world {who} cannot tell from it")
    return True


# ---- secrets ---------------------------------------------------------------------------------------------------
def public_texts(game, state, legal: dict[int, list]) -> dict[str, Text]:
    """What every reader is told about a position: the movers' public prompts and the scores."""
    told = {f"seat {mover}'s public prompt": game.prompt(state, mover, public=True) for mover in legal}
    told["the scores"] = canonical(game.result(state).to_json(), "the result")
    return {what: Text(text) for what, text in told.items()}


def own_texts(game, state, reader: int | None, legal: dict[int, list], shown: dict | None) -> dict[str, Text]:
    """What only this reader is told about a position: its view (without its `unseen` lists, public by design) and,
    when it moves, its prompt and options (notation, words and action_json)."""
    told = {}
    if shown is not None:
        told["its view"] = canonical({k: v for k, v in shown.items() if k != "unseen"}, "the view")
    if reader in legal:
        told["its prompt"] = game.prompt(state, reader)
        told["its prompt in words"] = game.show.player_prompt(state, reader)
        for action in legal[reader]:
            told[f"its option {str(action)!r}"] = " | ".join(
                (str(action), game.show.option_text(state, reader, action),
                 canonical(game.codec.action_json(action), "")))
    return {what: Text(text) for what, text in told.items()}


def texts_about_move(game, states: tuple, seat: int, action, reader: int | None) -> dict[str, Text]:
    """What a reader is told about a move: its log line, the event lines and the notation written for it."""
    before, after = states
    told = {"describe": game.show.describe(before, seat, action, reader),
            "events": "\n".join(game.show.events(before, after, reader)),
            "notation_for": game.show.notation_for(before, after, seat, action, reader)}
    return {what: Text(text) for what, text in told.items()}


def tells_no_secret(reader: int | None, told: dict[str, Text], secrets: set, when: str) -> None:
    """No text the reader is told spells an item secret to it (engine/secrets.py says which spellings are)."""
    for what, text in told.items():
        found = sorted(text.find(secrets))
        if found:
            who = "the spectator" if reader is None else f"seat {reader}"
            raise Broken(f"{who} is told {found[0]!r}, secret to {who} {when}, in {what}: {short(text.text, 200)}")


# ---- the cards players read ----------------------------------------------------------------------------------------
def cards_in_players_words(game, options: dict) -> None:
    """Every card the table meets (`game.show.cards(options)`) is a Card with a name and a text and none of our working
    words; (name, kind) pairs are unique; `card NAME` (engine/cards.py lookup) finds each card by its own name."""
    cards = game.show.cards(options)
    seen: set[tuple[str, str]] = set()
    for card in cards:
        if not isinstance(card, Card):
            raise Broken(f"cards() gave {short(card)}, not a Card")
        if not card.name.strip() or not card.text.strip():
            raise Broken(f"the {card.kind} {card.name!r} has no name or no text")
        word = words_not_for_players(card)
        if word is not None:
            raise Broken(f"the {card.kind} {card.name!r} shows players {word!r}")
        if (card.name, card.kind) in seen:
            raise Broken(f"two cards are the {card.kind} {card.name!r}")
        seen.add((card.name, card.kind))
        if card not in lookup(cards, card.name):
            raise Broken(f"`card {card.name}` does not find the {card.kind} {card.name!r}")
