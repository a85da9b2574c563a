"""Dice Settlers modules (the Western Sea expansion's four): each a package exporting `MODULE`, switched on with
`--option modules=...`; they plug into the extension points listed in game.py."""
