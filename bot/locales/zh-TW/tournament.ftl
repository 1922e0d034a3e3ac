# 伺服器中的比賽：報名、輪次、退賽、排名，以及 /tournament 被拒絕的原因。

event-format = { $format ->
    [round-robin] 單循環賽
    [double-round-robin] 雙循環賽
   *[swiss] { $rounds }輪瑞士制
}
event-created = { $organiser } 建立了第{ $id }號比賽：{ $variant }{ $format }，每步{ $days }天，{ $rated ->
    [yes] 計等級分
   *[no] 不計等級分
}，最多{ $limit }人。
event-created-deadline = 點選按鈕或用 /tournament action:join 報名。報名於 { $deadline } 截止，屆時比賽開始。
event-created-no-deadline = 點選按鈕或用 /tournament action:join 報名；組織者用 /tournament action:start 開始比賽。
event-thread = 第{ $id }號比賽 · { $variant }
event-joined = { $name } 報名了第{ $id }號比賽（{ $players }/{ $limit }人）。
event-left = { $name } 退出了第{ $id }號比賽（{ $players }人）。
event-started = 第{ $id }號比賽開始了：{ $count }人的{ $format }：{ $players }。現在開始{ $games }盤對局。
event-round = 第{ $id }號比賽，第{ $round }輪（共{ $rounds }輪）：
event-round-game = 第{ $game }局：{ $first } – { $second }
event-round-bye = 輪空（得1分）：{ $name }
event-withdrawn = { $why ->
    [left] { $name } 退出了第{ $id }號比賽
    [organiser] 組織者取消了 { $name } 在第{ $id }號比賽中的資格
   *[timeout] { $name } 在第{ $id }號比賽中剩下的每盤棋都超時了
}：不再為其編排對局。
event-withdrawn-forfeits = { $count ->
   *[other] 其對局{ $games }判負。
}
event-withdrawn-struck = 其完成的對局不足一半，因此其所有成績對所有人都作廢。
event-standings-head = 第{ $id }號比賽 · { $variant } · { $format } · { $stage ->
    [sign-up] 報名中
    [finished] 最終排名
   *[running] { $swiss ->
        [yes] 第{ $round }輪（共{ $rounds }輪）
       *[no] 已下{ $done }/{ $games }盤
    }
}
# $one（是否恰好1分）在中文裡不改變寫法。
event-standing = { $place }. { $name } — { $points }{ $one ->
    [yes] 分
   *[no] 分
}，{ $games }盤（{ $tiebreaks }）{ $withdrawn ->
    [yes] ，已退賽
   *[no] {""}
}
event-standing-swiss = 布赫霍爾茨（去最低）{ $buchholz }，索伯分 { $sb }
event-standing-round-robin = 索伯分 { $sb }，勝{ $wins }盤
event-standings-empty = 還沒有人報名。
event-column-place = 名次
event-column-player = 棋手
event-column-points = 積分
event-column-games = 盤數
event-column-buchholz = 布赫霍爾茨
event-column-sb = 索伯分
event-column-wins = 勝局
event-table-withdrawn = { $name }（已退賽）
event-finished = 第{ $id }號比賽結束了。{ $count ->
   *[other] { $winners } 獲得冠軍。
}
event-not-started = 第{ $id }號比賽報名截止時只有{ $players }人，少於所需的{ $least }人：比賽取消。
event-finished-unpairable = 比賽提前結束：再編排一輪就必須讓兩位棋手第二次相遇。
event-list-empty = 本伺服器還沒有比賽：有管理權限的人可以用 /tournament action:create 建立。
event-list-head = 本伺服器的比賽（最新的在前）：
event-list-line = 第{ $id }號 · { $variant } · { $format } · { $stage ->
    [sign-up] 報名中，{ $players }/{ $limit }人
    [running] { $players }人，第{ $round }輪
   *[finished] 已結束，{ $players }人
}

refused-event-not-in-server = 比賽屬於伺服器：請在伺服器裡使用 /tournament。
refused-event-needs-palace = 比賽需要 Palace 加入本伺服器（由管理者邀請）：在這裡它只能回覆你。
refused-event-may-not-create = 只有能管理本伺服器的人（管理伺服器權限），或擁有本伺服器指定的組織者身分組的人，才能在這裡建立比賽。
refused-event-not-organiser = 只有第{ $id }號比賽的組織者或本伺服器的管理者才能這樣做。
refused-event-not-found = 本伺服器沒有第{ $id }號比賽。
refused-event-none = { $action ->
    [join] 這裡現在沒有正在報名的比賽
    [start] 這裡沒有等待開始的比賽
    [leave] 你沒有參加這裡的比賽
   *[other] 這裡現在沒有進行中的比賽
}：/tournament action:list 可列出全部比賽。
refused-event-several = 這裡有多個比賽符合（{ $ids }）：請用 tournament: 指定一個。
refused-event-limit = 這裡的{ $format }最多{ $most }人，不能是{ $asked }人。
refused-event-already-in = 你已經報名了第{ $id }號比賽。
refused-event-not-in = 你沒有參加第{ $id }號比賽。
refused-event-full = 第{ $id }號比賽已滿（{ $limit }人）。
refused-event-stage = 第{ $id }號比賽{ $stage ->
    [sign-up] 還沒有開始
    [running] 已經開始了
   *[finished] 已經結束了
}。
refused-event-too-few = 第{ $id }號比賽只有{ $players }人：至少需要{ $least }人才能開始。
refused-event-not-playing = { $name } 沒有在第{ $id }號比賽中。
refused-event-palace = Palace 不參加比賽；請邀請真人參加。
