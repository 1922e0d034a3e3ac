# Each command's one line of help: its description in Discord and its line in /help
# (at most 100 characters, as Discord allows).

cmd-challenge = challenge someone (or anyone here) to a game, or play Palace itself with level:
cmd-accept = accept a challenge here (yours to take, or open to anyone)
cmd-decline = decline a challenge made to you
cmd-cancel = withdraw your challenge
cmd-move = play a move (WXF like C2=5, coordinates like h3e3, or Western like P-5c)
cmd-board = show the board of your game
cmd-position = the position's FEN (in a dark game your own view) and, on your turn, your legal moves
cmd-resign = resign the game
cmd-draw = offer, accept or decline a draw
cmd-abort = call off a game before each side has moved
cmd-takeback = ask to take back your last move, or answer such a request
cmd-premove = after your move: your answers to the replies you expect, played at once when they come
cmd-games = games in progress, whose turn and the time left
cmd-export = the game's record as text (PGN style), to keep or study elsewhere
cmd-replay = an animated picture (GIF) of a game, move by move
cmd-analyse = after a game: the moves where Palace's evaluation dropped most, marked in the record
cmd-stats = a player's ratings and results in each game
cmd-leaderboard = the 20 best players of a game
cmd-activity = the latest games started and finished
cmd-settings = your language, piece style, notation, and how you hear of your turns
cmd-puzzle = a position from finished games (yours first) where one move wins: answer with /move
cmd-vacation = go away for some days: the clocks of all your games stop until you are back
cmd-rules = the rules of a game, in short
cmd-help = what Palace can do
