"""Dice Settlers modules (Western Sea): each a package exporting `MODULE`, switched on with `--option modules=...`."""
