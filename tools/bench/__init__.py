"""Measuring: the page's load, its answers to clicks, memory, bots, phones."""
