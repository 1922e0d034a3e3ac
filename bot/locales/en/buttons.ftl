# Buttons: their faces, and the question before a step that cannot be undone.

button-accept = Accept
button-decline = Decline
button-board = Board
button-my-board = My board
button-resign = Resign
button-accept-draw = Accept draw
button-accept-takeback = Accept takeback
button-join-event = Join
button-leave-event = Leave
# $verb: the command the click confirms (resign).
button-yes = { $verb ->
    [resign] Yes, resign
   *[other] Yes, { $verb }
}
# $game: the game's number, when the command names one ("none" otherwise).
button-question = { $verb ->
    [resign] Resign
   *[other] { $verb }
}{ $game ->
    [none] {""}
   *[other] {" "}game { $game }
}? This cannot be undone.
