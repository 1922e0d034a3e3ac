# palace play, the command line's chat: lines it cannot read, /wait and its greeting.

line-unreadable = cannot read the line: { $why }
line-unclosed-quote = a quote (") is not closed
line-no-author = start the line with who types it, as in  alice: { $text }
line-no-colon = write NAME: /command ... (for example  alice: /challenge @bob minixiangqi)
line-nobody = the line names nobody before ':'
line-not-a-place = '{ $place }' is not a place: places start with #, like #lobby
line-unexpected = unexpected '{ $text }' before ':'
line-not-a-name = '{ $name }' is not a name: write it without @ or #
line-palace-name = '{ $name }' is Palace's own name: players need another (Palace plays when challenged, as @Palace)
line-no-slash = commands start with /, as in  { $name }: /help
line-no-command = a command name must follow the /
line-wait-how = write /wait DURATION, like /wait 2d or /wait 5h30m
line-not-a-duration = '{ $text }' is not a duration: write 2d, 5h, 30m or 1d12h
line-no-place-for = /{ $command } has no place for '{ $text }'
play-wait-help = /wait DURATION — (palace play only) move the clock on, like 2d, 5h30m or 1d12h: reminders and timeouts fall due as they would
play-intro = Palace — type lines like  alice: /challenge @bob minixiangqi  then  bob: /accept
    NAME #place: /command sets the place (default #lobby); /wait 2d moves the clock; /help lists commands.

# Where a game's page is served, said as the game begins ($url: its address).
play-page-at = Game { $game }'s page: { $url }
# palace play goes on without the games' pages: their address was taken ($why: the system's words).
play-pages-not-served = The games' pages are not served this time ({ $address }: { $why }); palace play --web ADDRESS:PORT serves them elsewhere.

## /wait: what moving the clock did.

# $span: how far, in span-* parts joined by spaces; $done: what happened, joined by
# list-comma.
clock-moved = the clock moved { $span }: { $done }
span-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
span-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
span-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
span-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
clock-reminders = { $n ->
    [0] no reminder sent
    [one] { $n } reminder sent
   *[other] { $n } reminders sent
}
clock-timeouts = { $n ->
    [0] no game timed out
    [one] { $n } game timed out
   *[other] { $n } games timed out
}
clock-expired = { $n ->
    [one] { $n } challenge expired
   *[other] { $n } challenges expired
}
