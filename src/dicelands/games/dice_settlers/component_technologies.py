"""Dice Settlers technologies.yaml (and a module's own data/<...>/technologies.yaml), decoded by their msgspec
types (`DataFiles.decode`); by hand stays what a type cannot say: seal decks, resources and presets that must exist,
the parameters each effect kind takes (effects.py), a card listed twice."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from ...engine.data import DataError, DataFiles
from ...engine.schemas import Strict
from .component_files import Cited, Count, Name, Positive, Setting, keyed, known, provenance
from .component_types import ANY_RESOURCE, RESOURCE_ICON_KINDS, ActionType, Effect, Icon, SealDeck, TableauPreset, \
    Technology
from .effects import EFFECT_KINDS, Vocabulary, check_parameter


class SealDeckRecord(Cited):
    colour: Name


class TechnologyRecord(Cited):
    id: Name
    name: Name
    seals: list[str]  # seal decks; empty only for promos
    research_cost: Positive  # Research icons
    vp: Count  # printed VP scored at game end
    resource_cost: dict[str, Positive] = {}  # resource icon (or "any") -> tokens
    effects: list[dict[str, Any]] = []  # each {kind: <effects.EFFECT_KINDS>, **its parameters}
    promo: bool = False
    module: str = ""  # a module's card: dealt only with it in play
    option: str = ""  # dealt only when this game option is on


class TableauPresetRecord(Cited):
    id: Name
    technologies: list[str]


class TechnologiesFile(Strict):
    seal_decks: list[SealDeckRecord]
    box_count: Setting[Positive]
    technologies: list[TechnologyRecord]
    tableau_presets: list[TableauPresetRecord]


class ModuleTechnologiesFile(Strict):
    technologies: list[TechnologyRecord]


def effect(raw: object, vocabulary: Vocabulary, fail: Callable[[str, str], DataError]) -> Effect:
    """One effect {kind, **parameters}, its parameters checked against its kind; `fail(subpath, problem)` makes the
    error (subpath "" or ".kind", ".amount", ...)."""
    if not isinstance(raw, dict):
        raise fail("", f"expected a mapping with 'kind' and its parameters, got {raw!r}")
    kind = raw.get("kind")
    if kind not in EFFECT_KINDS:
        raise fail(".kind", f"unknown effect kind {kind!r} (known: {', '.join(sorted(EFFECT_KINDS))})")
    schema = EFFECT_KINDS[kind]
    params = {name: value for name, value in raw.items() if name != "kind"}
    for name in params:
        if name not in schema:
            raise fail(f".{name}", f"unknown parameter for effect kind {kind!r} (known: {', '.join(schema)})")
    for name, type_name in schema.items():
        if name not in params:
            raise fail(f".{name}", f"missing (effect kind {kind!r} needs {', '.join(schema)})")
        problem = check_parameter(type_name, params[name], vocabulary)
        if problem:
            raise fail(f".{name}", problem)
    return Effect(kind, MappingProxyType(params))


def _technology(file: str, at: str, r: TechnologyRecord, seal_decks: Mapping, costs_known: tuple,
                vocabulary: Vocabulary) -> Technology:
    for n, seal in enumerate(r.seals):
        known(file, f"{at}.seals.{n}", seal, seal_decks, "seal deck")
    if not r.seals and not r.promo:
        raise DataFiles.fail(file, f"{at}.seals", "only promo technologies may belong to no seal deck")
    if len(set(r.seals)) != len(r.seals):
        raise DataFiles.fail(file, f"{at}.seals", f"repeated seal in {r.seals}")
    for resource in r.resource_cost:
        known(file, f"{at}.resource_cost", resource, costs_known, "resource")
    effects = tuple(effect(raw, vocabulary, lambda sub, problem: DataFiles.fail(file, f"{at}.effects.{n}{sub}",
                                                                                 problem))
                    for n, raw in enumerate(r.effects))
    return Technology(id=r.id, name=r.name, seals=tuple(r.seals), research_cost=r.research_cost,
                      resource_cost=MappingProxyType(dict(r.resource_cost)), vp=r.vp, effects=effects,
                      promo=r.promo, provenance=provenance(r), module=r.module, option=r.option)


def load_technologies(files: DataFiles, icons: Mapping[str, Icon], actions: Mapping[str, ActionType],
                      tableau_size: int, module_files: list[str]) -> tuple:
    file = "technologies.yaml"
    content = files.decode(file, TechnologiesFile)
    seal_decks = {key: SealDeck(key, provenance(r))
                  for key, r in keyed(file, "seal_decks", content.seal_decks, "colour", "seal deck").items()}
    vocabulary = Vocabulary(icons=tuple(icons), actions=tuple(actions))
    costs_known = (*(i.id for i in icons.values() if i.kind in RESOURCE_ICON_KINDS), ANY_RESOURCE)
    keyed(file, "technologies", content.technologies, "id", "technology")
    technologies = {r.id: _technology(file, f"technologies.{n}", r, seal_decks, costs_known, vocabulary)
                    for n, r in enumerate(content.technologies)}
    for extra in module_files:  # a module's own cards, each naming its module
        records = files.decode(extra, ModuleTechnologiesFile).technologies
        keyed(extra, "technologies", records, "id", "technology")
        for n, r in enumerate(records):
            if r.id in technologies or not r.module:
                raise DataFiles.fail(extra, f"technologies.{n}", "a module technology needs a new id and its 'module'")
            technologies[r.id] = _technology(extra, f"technologies.{n}", r, seal_decks, costs_known, vocabulary)
    presets = {}
    for n, (key, r) in enumerate(keyed(file, "tableau_presets", content.tableau_presets, "id", "preset").items()):
        at = f"tableau_presets.{n}.technologies"
        for i, t in enumerate(r.technologies):
            known(file, f"{at}.{i}", t, technologies, "technology")
        if len(set(r.technologies)) != len(r.technologies):
            raise DataFiles.fail(file, at, "a technology is listed twice")
        if len(r.technologies) != tableau_size:
            raise DataFiles.fail(file, at, f"expected {tableau_size} technologies (setup.yaml tableau_size), "
                                           f"got {len(r.technologies)}")
        promos = [t for t in r.technologies if technologies[t].promo]
        if promos:
            raise DataFiles.fail(file, at, f"promos are laid out beside the tableau, not in it: {promos}")
        presets[key] = TableauPreset(key, tuple(r.technologies), provenance(r))
    return seal_decks, content.box_count.value, provenance(content.box_count), technologies, presets
