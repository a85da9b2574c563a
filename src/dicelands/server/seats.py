"""Seats belong to the people in them: invitations, claiming, re-inviting, and seat keys that change hands.

Creating a game gives each person's seat an **invitation** (a secret in its link) and the creator a **creator key**.
Nobody gets a seat token at creation. The first person to open an invitation claims the seat: the server consumes
the invitation and mints the seat's token, which only that person ever sees. The creator key lets its holder make a
new invitation for a seat (one nobody claimed, or one whose holder lost it), which revokes the seat's token; it never
reads or acts for a seat. A seat's holder may rotate its token. Storage keeps only SHA-256 hashes of all three.

Every change is a compare-and-swap of the game's stored `seats` (Storage.replace_seats: a conditional UPDATE), so
two people racing for one invitation, even through two server processes, give exactly one seat holder. The seats
in memory are then read back from storage, here and (PostgreSQL NOTIFY) in every other process holding the game;
live connections authenticated with a token that no longer stands are closed.

    POST /api/games/{id}/seats/{seat}/claim  {invite}       -> {seat, token}
    POST /api/games/{id}/seats/{seat}/invite {creator_key}  -> {seat, invite, link}   (the old token is revoked)
    POST /api/games/{id}/seats/{seat}/rotate {token}        -> {seat, token}          (the old token stops working)
"""
from __future__ import annotations

import hmac
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any, Callable

from .errors import bad_request, conflict, forbidden, not_found, unprocessable
from .live import LiveGame, token_hash

MAX_SECRET = 100  # characters: ours are 24; anything much longer is not one of ours
SWAP_ATTEMPTS = 8
CLAIMED = "seat {seat} was claimed already: this invitation has been used. If the seat is yours, ask the game's " \
          "creator for a new invitation"
NOT_INVITED = "this invitation is not (or no longer) valid for seat {seat}: the game's creator may have made a new " \
              "one; ask them for it"


def new_secret() -> str:
    return secrets.token_urlsafe(18)


def invite_link(game_id: str, seat: int, invite: str) -> str:
    """The seat's link: the invitation rides after `#`, so it never reaches a server's or a proxy's logs."""
    return f"/game/{game_id}#seat={seat}&invite={invite}"


@dataclass
class NewGameKeys:
    """What creating a game hands out, once: the creator key and each person's seat's invitation."""
    creator_key: str
    invites: dict[int, str]


def invite_everyone(seats: list[dict]) -> NewGameKeys:
    """Fill in the hashes of a new game's invitations (in `seats`); the secrets themselves go to the creator."""
    invites = {seat: new_secret() for seat, info in enumerate(seats) if info["kind"] == "human"}
    for seat, invite in invites.items():
        seats[seat]["invite_hash"] = token_hash(invite)
    return NewGameKeys(new_secret(), invites)


def matches(stored_hash: str | None, secret: str) -> bool:
    if not stored_hash:
        return False
    return hmac.compare_digest(token_hash(secret), stored_hash)


# ---- the three changes -------------------------------------------------------------------------------------------
async def change_seat(live: LiveGame, seat_text: str, change: str, body: dict) -> dict:
    handler = CHANGES.get(change)
    if handler is None:
        raise not_found(f"no seat operation {change[:20]!r} (there are: {', '.join(CHANGES)})")
    return await handler(live, person_seat(live, seat_text), body)


async def claim(live: LiveGame, seat: int, body: dict) -> dict:
    invite = secret_field(body, "invite", "the invitation from the seat's link (after 'invite=')")
    token = new_secret()

    def consume(seats: list[dict]) -> None:
        info = seats[seat]
        if not matches(info.get("invite_hash"), invite):
            raise conflict(CLAIMED.format(seat=seat)) if info.get("token_hash") else \
                forbidden(NOT_INVITED.format(seat=seat))
        del info["invite_hash"]
        info["token_hash"] = token_hash(token)

    await swap_seats(live, consume)
    return {"seat": seat, "token": token}


async def reinvite(live: LiveGame, seat: int, body: dict) -> dict:
    key = secret_field(body, "creator_key", "the creator key that creating the game returned")
    if not live.stored.creator_key:
        raise forbidden("this game was created before invitations existed: its seats cannot be re-invited")
    if not matches(live.stored.creator_key, key):
        raise forbidden("wrong creator key for this game")
    invite = new_secret()

    def replace(seats: list[dict]) -> None:
        seats[seat].pop("token_hash", None)  # whoever held the seat holds it no more
        seats[seat]["invite_hash"] = token_hash(invite)

    await swap_seats(live, replace)
    return {"seat": seat, "invite": invite, "link": invite_link(live.id, seat, invite)}


async def rotate(live: LiveGame, seat: int, body: dict) -> dict:
    token = secret_field(body, "token", "the seat's current token")
    new = new_secret()

    def renew(seats: list[dict]) -> None:
        if not matches(seats[seat].get("token_hash"), token):
            raise forbidden(f"wrong seat token for seat {seat}")
        seats[seat]["token_hash"] = token_hash(new)

    await swap_seats(live, renew)
    return {"seat": seat, "token": new}


CHANGES: dict[str, Callable] = {"claim": claim, "invite": reinvite, "rotate": rotate}


# ---- input -------------------------------------------------------------------------------------------------------
def person_seat(live: LiveGame, text: str) -> int:
    if not re.fullmatch(r"[0-9]{1,4}", text):
        raise bad_request(f"the seat in the path must be a seat number, got {text[:20]!r}")
    seat = int(text)
    if seat >= len(live.seats):
        raise not_found(f"this game has no seat {seat} (seats 0..{len(live.seats) - 1})")
    info = live.seats[seat]
    if info["kind"] != "human":
        raise unprocessable(f"seat {seat} is played by {info['kind']} {info['name']!r}: only a person's seat has "
                            "invitations and a token")
    return seat


def secret_field(body: dict, name: str, what: str) -> str:
    value: Any = body.get(name)
    if not isinstance(value, str) or not value:
        raise bad_request(f"'{name}' must be {what} (text)")
    if len(value) > MAX_SECRET:
        raise bad_request(f"'{name}' is too long to be {what} (at most {MAX_SECRET} characters)")
    return value


# ---- storage and memory ------------------------------------------------------------------------------------------
async def swap_seats(live: LiveGame, change: Callable[[list[dict]], None]) -> None:
    """Apply `change` to the seats as stored (it may refuse with an ApiError), written only if nobody changed them
    meanwhile; on a lost race the change is decided again on what the winner wrote."""
    for _ in range(SWAP_ATTEMPTS):
        stored = await live.storage.load_seats(live.id)
        if stored is None:
            raise not_found(f"game {live.id} is no longer stored")
        seats = json.loads(stored)
        change(seats)
        if await live.storage.replace_seats(live.id, stored, json.dumps(seats)):
            await reload_seats(live)
            return
    raise conflict("the seats of this game are changing too often right now; try again")


async def reload_seats(live: LiveGame) -> None:
    """The seat keys in memory := storage's (after a change here or, heard by NOTIFY, in another process). One
    reload at a time per game, so an older read is never applied after a newer one."""
    async with live.seats_lock:
        stored = await live.storage.load_seats(live.id)
        if stored is not None:
            live.replace_seats(json.loads(stored))
