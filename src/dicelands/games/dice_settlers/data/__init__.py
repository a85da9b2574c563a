"""Dice Settlers component data files (YAML); a package only so the files ship with the wheel."""
