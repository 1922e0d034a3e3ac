# A game's page on the web.

# The page's title and heading: "Game 12 · Xiangqi".
page-title = Game { $game } · { $variant }
# The players, Red's (sente's) first: each a name, with a rating where there is one.
page-players = { $red } vs { $black }
# A player with their rating; $provisional (yes/no): the rating is still uncertain.
page-rated-player = { $name } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
})
# The terms: rated or casual, days per move.
page-terms = { $rated ->
    [yes] Rated
   *[no] Casual
} · { $days ->
    [one] 1 day
   *[other] { $days } days
} per move
# Where a running game stands: the move number and the side to move.
page-to-move = Move { $number } · { $side } to move
# How long the side to move has left.
page-time-left = { $left } left to move
# The clock is stopped while a player is away.
page-paused = Clock stopped until { $until }
page-aborted = Aborted before the second move
# A game of a tournament.
page-event = Tournament #{ $tournament }, round { $round }
# A running game of Dark Mini Xiangqi: what its public page holds back.
page-dark-hidden = Each player of Dark Mini Xiangqi sees only their own fog, so this page shows the boards and moves once the game is over.
# The list of moves and the start position in it.
page-moves = Moves
page-start = Start
# Buttons that step through the game.
page-first = First
page-previous = Previous
page-next = Next
page-last = Last
page-flip = Flip board
page-keys = Arrow keys step through the moves; Home and End go to the start and the end.
# Downloads.
page-downloads = Download
page-record = Record
page-fen = FEN of this position
page-gif = Replay (GIF)
# An ended dark game's boards: the true board, or as one side saw it.
page-seen-true = True board
page-seen-by = As { $side } saw it
# The page follows the game live.
page-live = Live: new moves appear here as they are played.
# An address that names no game.
page-not-found = There is no game at this address.
page-not-found-help = Check the link: each game's address is the one Palace posts with it in Discord.
# When Palace cannot read its games for a moment.
page-unavailable = Palace cannot show this page just now.
page-unavailable-help = Try again in a moment.

# Below a record (/export): the address of the game's page.
export-page = Its page: { $url }
# The link button under a game's messages, to its page.
button-page = Game page
# A dark player's private page: a move of the other side, which they did not see.
page-hidden-move = ?
# The note on a dark player's private page ($side: theirs).
page-private = Your own view as { $side }: only you were given this link, so keep it to yourself. /page new in Discord gives you a new one and voids this one.
# A private link that opens nothing.
page-link-invalid = This link does not open any view.
page-link-expired = This link has expired.
page-link-replaced = This link was replaced by a newer one.
page-link-help = Ask Palace for your current link with /page in Discord.
# /page: a game's page, and a dark player's private link to their own view ($new: yes
# when it was made new now, voiding the older ones).
page-link = Game { $game }'s page: { $url }
page-private-link = { $new ->
    [yes] Your own view, a new link (the older ones no longer open it; keep it to yourself): { $url }
   *[no] Your own view (a link for you alone, good for 30 days; /page new voids it): { $url }
}
refused-no-pages = This Palace serves no pages on the web: its operator has not turned them on.
refused-no-private-view = /page new gives a new private link to your own view of a running Dark Mini Xiangqi game of yours, and game { $game } is not one.
# The review's graph on a finished game's page ($side: red, or sente in Minishogi).
page-graph = { $side }'s chance to win, move by move
# A server's pages: its leaderboard ($by: a ranking, below) and latest games.
button-server-page = Leaderboard page
server-page-title = Leaderboard · { $variant } · { $by }
server-page-by = { $by ->
    [rating] by rating
    [wins] by wins
   *[games] by games
}
server-page-rank = #
server-page-player = Player
server-page-rating = Rating
server-page-wins = Wins
server-page-games = Games
server-page-latest = Latest games
# A player's page in a server.
player-page-ratings = Ratings
player-page-rating = { $variant }: { $rating }
player-page-results = Results in this server
player-page-result = { $variant }: { $wins } won, { $losses } lost, { $draws } drawn
player-page-games = Recent games here
player-page-history = { $variant } rating, game by game
button-player-page = Player page
