list-comma = 、
list-and = { $rest }和{ $last }
games-phrase = 第{ $games }局{ $count ->
   *[other] {""}
}

vacation-away = 你正在休假，直到{ $until }（還有{ $left }）：你所有對局的計時都已暫停。{ $allowance }提前回來時請用 /vacation end。
vacation-off = 本機器人沒有開啟休假功能。
vacation-not-away = 你沒有在休假。{ $allowance }/vacation days:N 可以讓你所有對局的計時暫停N天。

vacation-went-away = 你開始休假，直到{ $until }（{ $left }）：{ $clocks }。{ $allowance }提前回來時請用 /vacation end。
vacation-no-games = 你沒有進行中的對局；期間開始的對局也會等你回來
vacation-stopped = 第{ $games }局的計時已暫停{ $count ->
   *[other] {""}
}
vacation-told-one = { $stopped }，並已通知你的對手
vacation-told-all = { $stopped }，並已通知你的對手們
vacation-untold-one = { $stopped }；你的對手在不到一天前已收到你休假的通知，這次不再通知（對方的 /games 會顯示）
vacation-untold-all = { $stopped }；你的對手們在不到一天前已收到你休假的通知，這次不再通知（對方的 /games 會顯示）
vacation-untold-some = { $stopped }，並已通知你的對手們，但{ $untold }除外：那裡的對手在不到一天前已收到你休假的通知（對方的 /games 會顯示）{ $count ->
   *[other] {""}
}
vacation-away-notice = 第{ $game }局：{ $name }休假至{ $until }（{ $left }）：在此之前計時暫停{ $also }。
vacation-also-other = ，另一方休假期間也暫停，直到{ $until }

vacation-came-back = 歡迎回來：你休假了{ $away }。{ $allowance }每開始的一天都計入。{ $untold }
vacation-less-than-a-minute = 不到一分鐘
vacation-back-untold = 你在{ $games }的對手在不到一天前已收到你休假的通知，這次不再通知（對方的 /games 會顯示）。{ $count ->
   *[other] {""}
}
vacation-back-notice = 第{ $game }局：{ $name }提前結束休假：{ $how }。
vacation-still-stopped = 另一方休假期間計時仍然暫停，直到{ $until }
vacation-runs-again = 計時恢復

refused-days-and-end = 請給出 days: 開始休假，或 end: 提前結束休假，不能兩者都給
refused-vacations-off = 本機器人沒有開啟休假功能
refused-not-away = 你沒有在休假（/vacation days:N 可以讓你的計時暫停N天）
refused-no-vacation-left = 你的休假已用完：每365天的{ $allowance }天都已用掉
refused-vacation-too-long = { $days }天超過了你剩餘的休假：每365天{ $allowance }天中還剩{ $left }
