# Puzzles, /settings and /position. $move, $played: moves in the reader's notation.

## Puzzles.

# $resumed: yes when the reader was already solving it; $side: at the start of a sentence.
puzzle-shown = { $resumed ->
    [yes] You are solving this one
   *[no] Puzzle
}, from game { $game } ({ $variant }, { $red } vs { $black }, move { $number }): { $side } to move and win. Answer with /move; /puzzle hint gives a hint, /puzzle answer the answer, /puzzle next another one.
puzzle-hint-drop = Hint: it is a drop: a piece from the hand. Answer with /move.
puzzle-hint-from = Hint: the piece to move is the one on { $square }. Answer with /move.
puzzle-worth-mate = it leads to a forced mate
puzzle-worth-pawns = it keeps { $pawns } pawns
# $coordinate: the move in coordinates; $worth: puzzle-worth-mate or puzzle-worth-pawns.
puzzle-answer = The answer: { $move } ({ $coordinate }); { $worth }. In the game, { $played } was played. /puzzle for the next.
puzzle-not-it = Not { $move }: try again (/puzzle hint for a hint, /puzzle answer for the answer).
puzzle-solved = Right{ $hinted ->
    [yes] {" "}with the hint
   *[no] {""}
}: { $move } — { $worth }. In the game, { $played } was played. Puzzles solved: { $solved }. /puzzle for the next.
puzzle-none-yet = No puzzle for you yet. Puzzles come from finished games — yours first, then this server's — where the side to move had one clearly winning move and played another; the review after each game finds them.
refused-no-puzzle-open = you have no puzzle open: /puzzle gives you one
refused-puzzle-no-answer = that is no answer to the puzzle: { $why }
refused-puzzle-gone = your puzzle from game { $game } cannot be read any more: /puzzle next gives another

## /position.

position-captures = Captures: { $moves }
position-checks = Checks: { $moves }
position-others = Others: { $moves }
position-fen = Game { $game } ({ $variant }), ply { $ply }: FEN `{ $fen }`
position-dark = Game { $game } ({ $variant }), ply { $ply }: your view as { $side }, your side at the bottom as in your board (a letter is a piece you see, upper case Red's; `.` empty, `?` a piece you cannot identify, `#` fog)
position-over = The game is over.
# $who: a name with its side.
position-to-move = { $who } to move.
refused-dark-position = game { $game } is a dark game: its position stays hidden until it ends

## /settings. $style, $notify, $xiangqi_name, $shogi_name: the options' values as typed.

settings = Your settings: language { $language }; pieces { $style_name } (style:{ $style }); moves in { $xiangqi } for the xiangqi games (notation:{ $xiangqi_name }) and { $shogi } for Minishogi (notation:{ $shogi_name }); your turns, challenges and reminders: { $how } (notify:{ $notify }); { $reminded }; { $challenged }.
# $endonym: the language's own name; $tag: its tag.
settings-language-chosen = { $endonym } (language:{ $tag })
settings-language-discord = your Discord's
settings-style = { $style ->
    [western] western
   *[traditional] traditional
}
settings-notify = { $notify ->
    [ping] a mention in the game's channel
    [dm] a direct message
   *[off] nothing (you look for yourself)
}
# $on: yes or no.
settings-challenges = { $on ->
    [yes] anyone may challenge you by name (challenges:on)
   *[no] nobody may challenge you by name, open challenges stay open to you (challenges:off)
}
settings-remind-default = reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default)
settings-remind-off = no reminders (remind:off)
# $times: the reminder times (24h 2h); $option: the same as typed (24h2h).
settings-remind = reminders { $times } before a deadline (remind:{ $option })
notation-name = { $notation ->
    [wxf] WXF
    [chinese] Chinese
    [iccs] ICCS
    [western] Western
    [japanese] Japanese
   *[usi] USI
}

## /settings for:server. $xiangqi_name, $shogi_name: the options' values as typed.

server-settings = This server's settings, for what Palace posts here for everyone: language { $language }; moves in { $xiangqi } for the xiangqi games (notation:{ $xiangqi_name }) and { $shogi } for Minishogi (notation:{ $shogi_name }). Members who may manage the server change them with /settings for:server.
server-settings-organisers = Besides its managers, members with the role <@&{ $role }> open tournaments (organisers:).
server-settings-organisers-everyone = Anyone here may open a tournament (organisers:@everyone).
server-settings-language-chosen = { $endonym } (language:{ $tag })
# $endonym: the language Discord reports for the server, or English when Palace does not speak it.
server-settings-language-discord = as in the server's Discord settings ({ $endonym })
refused-no-server-here = a server's settings are changed in that server: this is a direct message
refused-not-server-manager = only members who may manage this server (Manage Server) change its settings; /settings for:server shows them
refused-personal-setting = style, notify, challenges and remind are each player's own: a server's settings are its language and notation
