puzzle-shown = { $resumed ->
    [yes] 你正在解這道題
   *[no] 謎題
}，出自第{ $game }局（{ $variant }，{ $red } 對 { $black }，第{ $number }回合）：{ $side }走，必勝。用 /move 作答；/puzzle hint 給出提示，/puzzle answer 給出答案，/puzzle next 換一題。
puzzle-hint-drop = 提示：這是一步打入：從手中打一枚棋子。用 /move 作答。
puzzle-hint-from = 提示：要走的是{ $square }的棋子。用 /move 作答。
puzzle-worth-mate = 可以形成殺局
puzzle-worth-pawns = 可保持{ $pawns }個兵的優勢
puzzle-answer = 答案：{ $move }（{ $coordinate }）；{ $worth }。實戰中走的是{ $played }。/puzzle 進入下一題。
puzzle-not-it = 不是{ $move }：再試一次（/puzzle hint 獲取提示，/puzzle answer 檢視答案）。
puzzle-solved = 正確{ $hinted ->
    [yes] （用了提示）
   *[no] {""}
}：{ $move } —— { $worth }。實戰中走的是{ $played }。已解謎題：{ $solved }。/puzzle 進入下一題。
puzzle-none-yet = 你還沒有謎題。謎題來自已結束的對局——先是你自己的，然後是本伺服器的——其中輪到走棋的一方有唯一明顯的制勝著法卻走了別的；每局結束後的覆盤會找出它們。
refused-no-puzzle-open = 你沒有正在解的謎題：用 /puzzle 獲取一道
refused-puzzle-no-answer = 這不是這道謎題的答案：{ $why }
refused-puzzle-gone = 你出自第{ $game }局的謎題已無法讀取：/puzzle next 換一題

position-captures = 吃子：{ $moves }
position-checks = 將軍：{ $moves }
position-others = 其他：{ $moves }
position-fen = 第{ $game }局（{ $variant }），第{ $ply }步：FEN `{ $fen }`
position-dark = 第{ $game }局（{ $variant }），第{ $ply }步：你作為{ $side }看到的局面，己方在下，與你的棋盤相同（字母是你看到的棋子，大寫為紅方；`.` 空，`?` 無法辨認的棋子，`#` 迷霧）
position-over = 對局已經結束。
position-to-move = 輪到{ $who }走棋。
refused-dark-position = 第{ $game }局是迷霧對局：結束之前局面不公開

settings = 你的設定：語言 { $language }；棋子{ $style_name }（style:{ $style }）；象棋類的著法用{ $xiangqi }（notation:{ $xiangqi_name }），5五將棋用{ $shogi }（notation:{ $shogi_name }）；輪到你、挑戰和提醒的通知方式：{ $how }（notify:{ $notify }）；{ $reminded }；{ $challenged }。
settings-language-chosen = { $endonym }（language:{ $tag }）
settings-language-discord = 跟隨你的Discord
settings-style = { $style ->
    [western] 西式
   *[traditional] 傳統
}
settings-notify = { $notify ->
    [ping] 在對局頻道提及你
    [dm] 私信
   *[off] 不通知（你自己檢視）
}
settings-challenges = { $on ->
    [yes] 任何人都可以點名挑戰你（challenges:on）
   *[no] 沒有人可以點名挑戰你，公開挑戰仍然可以接受（challenges:off）
}
settings-remind-default = 截止前24小時和1小時提醒，每步1天的對局只在1小時前提醒（remind:default）
settings-remind-off = 不提醒（remind:off）
settings-remind = 截止前{ $times }提醒（remind:{ $option }）
notation-name = { $notation ->
    [wxf] WXF記法
    [chinese] 中文記法
    [iccs] ICCS記法
    [western] 西式記法
    [japanese] 日本式記法
   *[usi] USI記法
}

## /settings for:server.

server-settings = 本伺服器的設定（Palace在這裡公開發布的內容）：語言 { $language }；象棋類的著法用{ $xiangqi }（notation:{ $xiangqi_name }），5五將棋用{ $shogi }（notation:{ $shogi_name }）。有「管理伺服器」權限的成員可用 /settings for:server 修改。
server-settings-organisers = 除管理者外，擁有 <@&{ $role }> 身分組的成員也可以建立比賽（organisers:）。
server-settings-organisers-everyone = 這裡的任何人都可以建立比賽（organisers:@everyone）。
server-settings-language-chosen = { $endonym }（language:{ $tag }）
server-settings-language-discord = 跟隨伺服器的Discord語言（{ $endonym }）
refused-no-server-here = 伺服器的設定要在該伺服器裡修改：這裡是私信
refused-not-server-manager = 只有擁有「管理伺服器」權限的成員才能修改本伺服器的設定；/settings for:server 可以查看
refused-personal-setting = style、notify、challenges和remind是每位玩家自己的設定：伺服器的設定只有語言和記法
