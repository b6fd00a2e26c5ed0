"""Portuguese (Brazil) texts. Keys are those of :mod:`ffcore.texts_en`; a missing key
falls back to English."""

MESSAGES: dict[str, str] = {}
