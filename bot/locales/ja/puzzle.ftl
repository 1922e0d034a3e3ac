puzzle-shown = { $resumed ->
    [yes] 解いている途中の問題です
   *[no] 詰め問題
}。対局{ $game }（{ $variant }、{ $red } 対 { $black }、第{ $number }巡）から：{ $side }番で勝ちがあります。/move で答えてください。/puzzle hint でヒント、/puzzle answer で答え、/puzzle next で次の問題。
puzzle-hint-drop = ヒント：駒打ちです（持ち駒を使います）。/move で答えてください。
puzzle-hint-from = ヒント：動かすのは{ $square }の駒です。/move で答えてください。
puzzle-worth-mate = 詰みに持ち込めます
puzzle-worth-pawns = 兵{ $pawns }枚分の優勢を保ちます
puzzle-answer = 答え：{ $move }（{ $coordinate }）。{ $worth }。実戦では{ $played }と指されました。/puzzle で次の問題。
puzzle-not-it = { $move }ではありません：もう一度（/puzzle hint でヒント、/puzzle answer で答え）。
puzzle-solved = 正解{ $hinted ->
    [yes] （ヒントあり）
   *[no] {""}
}：{ $move } — { $worth }。実戦では{ $played }と指されました。解いた問題：{ $solved }。/puzzle で次の問題。
puzzle-none-yet = まだ問題はありません。問題は終わった対局から作られます（まずあなたの対局、次にこのサーバーの対局）。手番の側にはっきり勝つ手が一つだけあったのに別の手を指した局面で、各対局後の検討で見つかります。
refused-no-puzzle-open = 解いている問題はありません：/puzzle で出題します
refused-puzzle-no-answer = それは問題の答えになりません：{ $why }
refused-puzzle-gone = 対局{ $game }からの問題はもう読み込めません：/puzzle next で別の問題を出します

position-captures = 駒取り：{ $moves }
position-checks = 王手：{ $moves }
position-others = その他：{ $moves }
position-fen = 対局{ $game }（{ $variant }）、{ $ply }手目：FEN `{ $fen }`
position-dark = 対局{ $game }（{ $variant }）、{ $ply }手目：{ $side }としてのあなたの視点。盤と同じく自分の側が下です（英字は見えている駒で大文字が赤、`.` 空き、`?` 正体のわからない駒、`#` 霧）
position-over = 対局は終了しています。
position-to-move = { $who }の手番です。
refused-dark-position = 対局{ $game }はダーク対局です：終局まで局面は公開されません

settings = あなたの設定：言語 { $language }、駒 { $style_name }（style:{ $style }）、シャンチー類の指し手は{ $xiangqi }（notation:{ $xiangqi_name }）、5五将棋は{ $shogi }（notation:{ $shogi_name }）、手番・申し込み・リマインダーの知らせ：{ $how }（notify:{ $notify }）、{ $reminded }、{ $challenged }。
settings-language-chosen = { $endonym }（language:{ $tag }）
settings-language-discord = Discordの言語
settings-style = { $style ->
    [western] 西洋式
   *[traditional] 伝統（漢字）
}
settings-notify = { $notify ->
    [ping] 対局チャンネルでメンション
    [dm] DM
   *[off] 知らせない（自分で確認）
}
settings-challenges = { $on ->
    [yes] 誰でもあなたを名指しで申し込めます（challenges:on）
   *[no] 名指しの申し込みは受けず、公開の申し込みは受けられます（challenges:off）
}
settings-remind-default = 期限の24時間前と1時間前に通知、一手1日の対局では1時間前のみ（remind:default）
settings-remind-off = リマインダーなし（remind:off）
settings-remind = 期限の{ $times }前に通知（remind:{ $option }）
notation-name = { $notation ->
    [wxf] WXF
    [chinese] 中国式
    [iccs] ICCS
    [western] 西洋式
    [japanese] 日本式
   *[usi] USI
}

## /settings for:server.

server-settings = このサーバーの設定（Palaceがここで全員に向けて投稿する内容）：言語 { $language }、シャンチー類の指し手は{ $xiangqi }（notation:{ $xiangqi_name }）、5五将棋は{ $shogi }（notation:{ $shogi_name }）。「サーバー管理」権限のあるメンバーが /settings for:server で変更できます。
server-settings-organisers = 管理者のほか、ロール <@&{ $role }> のメンバーも大会を開けます（organisers:）。
server-settings-organisers-everyone = ここでは誰でも大会を開けます（organisers:@everyone）。
server-settings-language-chosen = { $endonym }（language:{ $tag }）
server-settings-language-discord = サーバーのDiscordの言語（{ $endonym }）
refused-no-server-here = サーバーの設定はそのサーバーの中で変更します：ここはDMです
refused-not-server-manager = このサーバーの設定を変更できるのは「サーバー管理」権限のあるメンバーだけです。/settings for:server で確認できます
refused-personal-setting = style、notify、challenges、remindは各プレイヤー自身の設定です：サーバーの設定は言語と棋譜表記だけです
