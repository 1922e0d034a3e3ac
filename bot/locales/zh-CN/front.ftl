limit-too-fast = 你发送命令的速度超过了Palace对单人的处理速度；{ $seconds }秒后可以再试。
limit-heavy-in-flight = { $jobs ->
    [1] Palace仍在处理你上一次的分析或回放；完成后再试。
   *[other] Palace仍在处理你的{ $jobs }个分析或回放；其中一个完成后再试。
}
limit-busy = Palace现在有很多分析和回放在排队；请一分钟后再试（走棋和棋盘不受影响）。
front-dms-closed = Palace无法给你发私信，所以你的私人棋盘没有送达。请允许本服务器成员给你发私信（隐私设置），或用 /board 在这里私下查看。对局继续进行。
front-done-elsewhere = 完成——请看{ $where }。
front-done = 完成。
front-queued = 已排在{ $ahead }个分析或回放之后；结果会显示在这里。
front-went-wrong = Palace这边出了问题；请再试一次。如果你走了棋，/board 会显示这步棋是否已走出。
