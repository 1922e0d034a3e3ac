puzzle-shown = { $resumed ->
    [yes] 你正在解这道题
   *[no] 谜题
}，出自第{ $game }局（{ $variant }，{ $red } 对 { $black }，第{ $number }回合）：{ $side }走，必胜。用 /move 作答；/puzzle hint 给出提示，/puzzle answer 给出答案，/puzzle next 换一题。
puzzle-hint-drop = 提示：这是一步打入：从手中打一枚棋子。用 /move 作答。
puzzle-hint-from = 提示：要走的是{ $square }的棋子。用 /move 作答。
puzzle-worth-mate = 可以形成杀局
puzzle-worth-pawns = 可保持{ $pawns }个兵的优势
puzzle-answer = 答案：{ $move }（{ $coordinate }）；{ $worth }。实战中走的是{ $played }。/puzzle 进入下一题。
puzzle-not-it = 不是{ $move }：再试一次（/puzzle hint 获取提示，/puzzle answer 查看答案）。
puzzle-solved = 正确{ $hinted ->
    [yes] （用了提示）
   *[no] {""}
}：{ $move } —— { $worth }。实战中走的是{ $played }。已解谜题：{ $solved }。/puzzle 进入下一题。
puzzle-none-yet = 你还没有谜题。谜题来自已结束的对局——先是你自己的，然后是本服务器的——其中轮到走棋的一方有唯一明显的制胜着法却走了别的；每局结束后的复盘会找出它们。
refused-no-puzzle-open = 你没有正在解的谜题：用 /puzzle 获取一道
refused-puzzle-no-answer = 这不是这道谜题的答案：{ $why }
refused-puzzle-gone = 你出自第{ $game }局的谜题已无法读取：/puzzle next 换一题

position-captures = 吃子：{ $moves }
position-checks = 将军：{ $moves }
position-others = 其他：{ $moves }
position-fen = 第{ $game }局（{ $variant }），第{ $ply }步：FEN `{ $fen }`
position-dark = 第{ $game }局（{ $variant }），第{ $ply }步：你作为{ $side }看到的局面，己方在下，与你的棋盘相同（字母是你看到的棋子，大写为红方；`.` 空，`?` 无法辨认的棋子，`#` 迷雾）
position-over = 对局已经结束。
position-to-move = 轮到{ $who }走棋。
refused-dark-position = 第{ $game }局是迷雾对局：结束之前局面不公开

settings = 你的设置：语言 { $language }；棋子{ $style_name }（style:{ $style }）；象棋类的着法用{ $xiangqi }（notation:{ $xiangqi_name }），5五将棋用{ $shogi }（notation:{ $shogi_name }）；轮到你、挑战和提醒的通知方式：{ $how }（notify:{ $notify }）；{ $reminded }；{ $challenged }。
settings-language-chosen = { $endonym }（language:{ $tag }）
settings-language-discord = 跟随你的Discord
settings-style = { $style ->
    [western] 西式
   *[traditional] 传统
}
settings-notify = { $notify ->
    [ping] 在对局频道提及你
    [dm] 私信
   *[off] 不通知（你自己查看）
}
settings-challenges = { $on ->
    [yes] 任何人都可以点名挑战你（challenges:on）
   *[no] 没有人可以点名挑战你，公开挑战仍然可以接受（challenges:off）
}
settings-remind-default = 截止前24小时和1小时提醒，每步1天的对局只在1小时前提醒（remind:default）
settings-remind-off = 不提醒（remind:off）
settings-remind = 截止前{ $times }提醒（remind:{ $option }）
notation-name = { $notation ->
    [wxf] WXF记法
    [chinese] 中文记法
    [iccs] ICCS记法
    [western] 西式记法
    [japanese] 日本式记法
   *[usi] USI记法
}

## /settings for:server.

server-settings = 本服务器的设置（Palace在这里公开发布的内容）：语言 { $language }；象棋类的着法用{ $xiangqi }（notation:{ $xiangqi_name }），5五将棋用{ $shogi }（notation:{ $shogi_name }）。有“管理服务器”权限的成员可用 /settings for:server 修改。
server-settings-organisers = 除管理者外，拥有 <@&{ $role }> 身份组的成员也可以创建比赛（organisers:）。
server-settings-organisers-everyone = 这里的任何人都可以创建比赛（organisers:@everyone）。
server-settings-language-chosen = { $endonym }（language:{ $tag }）
server-settings-language-discord = 跟随服务器的Discord语言（{ $endonym }）
refused-no-server-here = 服务器的设置要在该服务器里修改：这里是私信
refused-not-server-manager = 只有拥有“管理服务器”权限的成员才能修改本服务器的设置；/settings for:server 可以查看
refused-personal-setting = style、notify、challenges和remind是每位玩家自己的设置：服务器的设置只有语言和记法
