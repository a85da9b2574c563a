"""Seats in log lines as players call them: the engine writes "seat 0 draws"; people read "you draw" or "greedy 1
draws" (the names `replay.seat_labels` gives). Shared by `play` (cli/session.py) and `replay --log`."""
from __future__ import annotations

import re


def name_seats(line: str, names: list[str]) -> str:
    """"seat 0" -> "you" in a game's log line (seats are counted from 0 in the engine, named for people)."""
    named = re.sub(r"\bseat (\d+)(?: \([A-D]\))?", lambda m: names[int(m.group(1))]
                   if int(m.group(1)) < len(names) else m.group(0), line)
    named = YOU_VERBS.sub(you_verbs, named)
    return re.sub(r"\b(its|their)\b", "your", named) if re.match(r"you\b", named) else named


YOU_VERBS = re.compile(r"(^|: |; )you( \([^)]*\))? (\w+)(?: and (\w+))?\b")
IRREGULAR = {"has": "have", "is": "are", "does": "do", "was": "were"}


def you_verbs(match: re.Match) -> str:
    start, aside, verb, next_verb = match.groups()
    return f"{start}you{aside or ''} {second_person(verb)}" + (f" and {second_person(next_verb)}" if next_verb else "")


def second_person(verb: str) -> str:
    """"draws" -> "draw": log lines say "seat 0 draws"; for the seat named "you" they say "you draw"."""
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb
