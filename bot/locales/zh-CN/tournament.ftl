# 服务器中的比赛：报名、轮次、退赛、排名，以及 /tournament 被拒绝的原因。

event-format = { $format ->
    [round-robin] 单循环赛
    [double-round-robin] 双循环赛
   *[swiss] { $rounds }轮瑞士制
}
event-created = { $organiser } 创建了第{ $id }号比赛：{ $variant }{ $format }，每步{ $days }天，{ $rated ->
    [yes] 计等级分
   *[no] 不计等级分
}，最多{ $limit }人。
event-created-deadline = 点击按钮或用 /tournament action:join 报名。报名于 { $deadline } 截止，届时比赛开始。
event-created-no-deadline = 点击按钮或用 /tournament action:join 报名；组织者用 /tournament action:start 开始比赛。
event-thread = 第{ $id }号比赛 · { $variant }
event-joined = { $name } 报名了第{ $id }号比赛（{ $players }/{ $limit }人）。
event-left = { $name } 退出了第{ $id }号比赛（{ $players }人）。
event-started = 第{ $id }号比赛开始了：{ $count }人的{ $format }：{ $players }。现在开始{ $games }盘对局。
event-round = 第{ $id }号比赛，第{ $round }轮（共{ $rounds }轮）：
event-round-game = 第{ $game }局：{ $first } – { $second }
event-round-bye = 轮空（得1分）：{ $name }
event-withdrawn = { $why ->
    [left] { $name } 退出了第{ $id }号比赛
    [organiser] 组织者取消了 { $name } 在第{ $id }号比赛中的资格
   *[timeout] { $name } 在第{ $id }号比赛中剩下的每盘棋都超时了
}：不再为其编排对局。
event-withdrawn-forfeits = { $count ->
   *[other] 其对局{ $games }判负。
}
event-withdrawn-struck = 其完成的对局不足一半，因此其所有成绩对所有人都作废。
event-standings-head = 第{ $id }号比赛 · { $variant } · { $format } · { $stage ->
    [sign-up] 报名中
    [finished] 最终排名
   *[running] { $swiss ->
        [yes] 第{ $round }轮（共{ $rounds }轮）
       *[no] 已下{ $done }/{ $games }盘
    }
}
# $one（是否恰好1分）在中文里不改变写法。
event-standing = { $place }. { $name } — { $points }{ $one ->
    [yes] 分
   *[no] 分
}，{ $games }盘（{ $tiebreaks }）{ $withdrawn ->
    [yes] ，已退赛
   *[no] {""}
}
event-standing-swiss = 布赫霍尔茨（去最低）{ $buchholz }，索伯分 { $sb }
event-standing-round-robin = 索伯分 { $sb }，胜{ $wins }盘
event-standings-empty = 还没有人报名。
event-column-place = 名次
event-column-player = 棋手
event-column-points = 积分
event-column-games = 盘数
event-column-buchholz = 布赫霍尔茨
event-column-sb = 索伯分
event-column-wins = 胜局
event-table-withdrawn = { $name }（已退赛）
event-finished = 第{ $id }号比赛结束了。{ $count ->
   *[other] { $winners } 获得冠军。
}
event-not-started = 第{ $id }号比赛报名截止时只有{ $players }人，少于所需的{ $least }人：比赛取消。
event-finished-unpairable = 比赛提前结束：再编排一轮就必须让两位棋手第二次相遇。
event-list-empty = 本服务器还没有比赛：有管理权限的人可以用 /tournament action:create 创建。
event-list-head = 本服务器的比赛（最新的在前）：
event-list-line = 第{ $id }号 · { $variant } · { $format } · { $stage ->
    [sign-up] 报名中，{ $players }/{ $limit }人
    [running] { $players }人，第{ $round }轮
   *[finished] 已结束，{ $players }人
}

refused-event-not-in-server = 比赛属于服务器：请在服务器里使用 /tournament。
refused-event-needs-palace = 比赛需要 Palace 加入本服务器（由管理者邀请）：在这里它只能回复你。
refused-event-may-not-create = 只有能管理本服务器的人（管理服务器权限），或拥有本服务器指定的组织者身份组的人，才能在这里创建比赛。
refused-event-not-organiser = 只有第{ $id }号比赛的组织者或本服务器的管理者才能这样做。
refused-event-not-found = 本服务器没有第{ $id }号比赛。
refused-event-none = { $action ->
    [join] 这里现在没有正在报名的比赛
    [start] 这里没有等待开始的比赛
    [leave] 你没有参加这里的比赛
   *[other] 这里现在没有进行中的比赛
}：/tournament action:list 可列出全部比赛。
refused-event-several = 这里有多个比赛符合（{ $ids }）：请用 tournament: 指定一个。
refused-event-limit = 这里的{ $format }最多{ $most }人，不能是{ $asked }人。
refused-event-already-in = 你已经报名了第{ $id }号比赛。
refused-event-not-in = 你没有参加第{ $id }号比赛。
refused-event-full = 第{ $id }号比赛已满（{ $limit }人）。
refused-event-stage = 第{ $id }号比赛{ $stage ->
    [sign-up] 还没有开始
    [running] 已经开始了
   *[finished] 已经结束了
}。
refused-event-too-few = 第{ $id }号比赛只有{ $players }人：至少需要{ $least }人才能开始。
refused-event-not-playing = { $name } 没有在第{ $id }号比赛中。
refused-event-palace = Palace 不参加比赛；请邀请真人参加。
