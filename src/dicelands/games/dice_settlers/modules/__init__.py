"""Modules of Dice Settlers (the Western Sea expansion's four modules): one package each, exporting `MODULE`."""
