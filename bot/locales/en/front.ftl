# What the front ends say of their own: limits, queues, closed DMs, failures.

# $seconds: whole seconds to wait.
limit-too-fast = You are sending commands faster than Palace takes them from one person; you can ask again in { $seconds } s.
limit-heavy-in-flight = { $jobs ->
    [1] Palace is still working on your last analysis or replay; ask again once it is answered.
   *[other] Palace is still working on { $jobs } analyses or replays of yours; ask again once one is answered.
}
limit-busy = Palace has many analyses and replays waiting right now; please ask again in a minute (moves and boards are not affected).
front-dms-closed = Palace cannot send you direct messages, so your private board did not reach you. Allow direct messages from this server's members (Privacy Settings), or use /board to see it here privately. The game goes on.
front-dms-closed-nowhere = Palace could not send you a direct message about your games (a turn notice or a reminder) and had no channel to tell you in. To get them, add Palace to your apps, or allow direct messages from the members of a server you share with it; meanwhile /games shows whose turn it is and the time left.
# $where: the channel or thread the answer went to.
front-done-elsewhere = Done — see { $where }.
front-done = Done.
front-queued = Queued behind { $ahead ->
    [1] 1 analysis or replay
   *[other] { $ahead } analyses or replays
}; the answer will appear here.
front-went-wrong = Something went wrong on Palace's side; please try again. If you made a move, /board shows whether it was played.
front-restarting = Palace is restarting; please try again in a minute.
front-unknown-button = This button is not one Palace understands any more.
front-done-in-server = Done — see the game's channel in the server where it is played.
refused-busy = that game is very busy right now; nothing was changed, please try again
# $command: the command's name without its slash.
refused-failed-inside = Palace failed on /{ $command } (the failure is logged for its operator); /board shows where the game stands, and the button may be tried again
# The store failed. $why: its own technical detail, as it gave it.
store-document = { $kind ->
    [game] game { $key }
    [challenge] challenge { $key }
    [player] the player { $key }
   *[server] the settings of server { $key }
}
refused-store-unreadable = the stored record of { $what } cannot be read ({ $why }); nothing was changed
refused-store-unsure = the connection to the database broke while saving ({ $why }): the change may or may not have been saved; look (/board) before trying again
refused-store-failed = Palace's storage failed ({ $why }); nothing was changed, please try again later
# Moves typed as messages: what a DM to Palace, or a mention of it, that is no move is answered with.
typed-hint-dm = Type your move here, like `C2=5` or `☗２四歩` (any notation Palace reads; add game:NUMBER if you play several games), or use /move. /help lists every command.
typed-hint-mention = To play by message, write your move after the mention, like `@Palace C2=5` (any notation Palace reads; add game:NUMBER if you play several games), or use /move. /help lists every command.
