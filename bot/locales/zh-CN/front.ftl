limit-too-fast = 你发送命令的速度超过了Palace对单人的处理速度；{ $seconds }秒后可以再试。
limit-heavy-in-flight = { $jobs ->
    [1] Palace仍在处理你上一次的分析或回放；完成后再试。
   *[other] Palace仍在处理你的{ $jobs }个分析或回放；其中一个完成后再试。
}
limit-busy = Palace现在有很多分析和回放在排队；请一分钟后再试（走棋和棋盘不受影响）。
front-dms-closed = Palace无法给你发私信，所以你的私人棋盘没有送达。请允许本服务器成员给你发私信（隐私设置），或用 /board 在这里私下查看。对局继续进行。
front-dms-closed-nowhere = Palace无法给你发关于你的对局的私信（轮到你走棋的通知或提醒），也没有可以告诉你的频道。若要收到，请把Palace添加到你的应用，或允许与它共同所在的服务器的成员给你发私信；在此之前，/games 会显示轮到谁走以及剩余时间。
front-done-elsewhere = 完成——请看{ $where }。
front-done = 完成。
front-queued = 已排在{ $ahead }个分析或回放之后；结果会显示在这里。
front-went-wrong = Palace这边出了问题；请再试一次。如果你走了棋，/board 会显示这步棋是否已走出。
front-restarting = Palace正在重启；请一分钟后再试。
front-unknown-button = 这个按钮Palace已经不再认识了。
front-done-in-server = 完成——请到对局所在服务器的对局频道查看。
refused-busy = 这局棋此刻太忙；没有任何改动，请再试一次
refused-failed-inside = Palace执行 /{ $command } 时出错（错误已记录给运营者）；/board 可以查看对局现状，也可以再点一次按钮
store-document = { $kind ->
    [game] 第{ $key }局
    [challenge] 挑战{ $key }
    [player] 玩家{ $key }
   *[server] 服务器{ $key }的设置
}
refused-store-unreadable = 无法读取保存的{ $what }记录（{ $why }）；没有任何改动
refused-store-unsure = 保存时与数据库的连接中断（{ $why }）：改动可能已保存，也可能没有；请先查看（/board）再重试
refused-store-failed = Palace的存储出错（{ $why }）；没有任何改动，请稍后再试
typed-hint-dm = 在这里输入你的着法，例如 `炮二平五` 或 `C2=5`（Palace 读得懂的任何记法都可以；同时下几局时请加上 game:编号），或使用 /move。/help 列出所有命令。
typed-hint-mention = 要用消息下棋，请在提及之后写上着法，例如 `@Palace 炮二平五`（Palace 读得懂的任何记法都可以；同时下几局时请加上 game:编号），或使用 /move。/help 列出所有命令。
