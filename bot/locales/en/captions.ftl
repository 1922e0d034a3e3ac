# The words on pictures: captions under boards and a text board's labels. Captions are
# drawn with the fonts that ship, so every character here must have its glyph there.

# $red, $black: each player with their side, or the side alone.
caption-players = { $red } vs { $black }
caption-game-over = { $players } · { $result }
# $check: yes when the side to move is in check.
caption-to-move = { $players } · move { $number } · { $side } to move{ $check ->
    [yes] , in check
   *[no] {""}
}
# $viewer: a name, or the side.
caption-fog = { $variant } · { $viewer }'s view · ply { $ply } · { $side } to move
caption-challenge-start = Challenge { $id } · { $variant } · start position
caption-puzzle = Puzzle · game { $game } · move { $number } · { $side } to move and win
# $better: caption-better or nothing.
caption-swing = Game { $game } · move { $number } · { $name } played { $move }: { $swing }{ $better }
caption-better = {" "}· better { $move }
caption-view = { $variant } · { $side }'s view
caption-position = { $variant } · { $side } to move

## Replays: a heading, then the frame's move.

replay-heading = { $red } vs { $black } · { $variant }
replay-heading-seen = {" "}· as { $side } saw it
replay-heading-plies = { $variant } · { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
frame-start = Start
frame-ply = Ply { $ply }

## A text board's labels.

# Between a label and what it names on a text board (quoted, to keep its space).
labels-colon = {": "}
# $letters: yes when pieces are shown as WXF letters.
labels-heading = { $variant }, { $side } at the bottom{ $letters ->
    [yes] {" "}(WXF letters, upper case = red)
   *[no] {""}
}
labels-hand = { $side } hand
labels-last-move = last move
labels-your-last-move = your last move
labels-drop-on = drop on
labels-taken-on = your piece taken on
labels-check = check
labels-fog = fog
labels-unknown = unknown piece
