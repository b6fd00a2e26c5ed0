"""The game in play: the session (the game, its seats, whose view, its save text), the bots'
turns, the suggestion, the coach, and who may sit at a seat."""
