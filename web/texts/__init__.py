"""The page's own words: `ui_text.t` looks a text up, in one catalogue per language
(ui_text_en.py, ui_text_pt.py), in front of the engine's (ffcore.text)."""
