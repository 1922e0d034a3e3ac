# サーバーの大会：参加受付、各ラウンド、棄権、順位表、/tournament が断られた理由。

event-format = { $format ->
    [round-robin] 総当たり戦
    [double-round-robin] 2回総当たり戦
   *[swiss] { $rounds }回戦のスイス式
}
event-created = { $organiser }さんが大会#{ $id }を開きました：{ $variant }の{ $format }、1手{ $days }日、{ $rated ->
    [yes] レーティング対象
   *[no] レーティング対象外
}、最大{ $limit }人。
event-created-deadline = ボタンか /tournament action:join で参加できます。受付は { $deadline } に締め切られ、そのとき始まります。
event-created-no-deadline = ボタンか /tournament action:join で参加できます。主催者が /tournament action:start で開始します。
event-thread = 大会#{ $id } · { $variant }
event-joined = { $name }さんが大会#{ $id }に参加しました（{ $players }/{ $limit }人）。
event-left = { $name }さんが大会#{ $id }から抜けました（{ $players }人）。
event-started = 大会#{ $id }が始まりました：{ $count }人の{ $format }（{ $players }）。{ $games }局が今から始まります。
event-round = 大会#{ $id }、第{ $round }回戦（全{ $rounds }回戦）：
event-round-game = 対局#{ $game }：{ $first } – { $second }
event-round-bye = 不戦勝（1点）：{ $name }
event-withdrawn = { $why ->
    [left] { $name }さんが大会#{ $id }から抜けました
    [organiser] 主催者が{ $name }さんを大会#{ $id }から棄権扱いにしました
   *[timeout] { $name }さんは大会#{ $id }の残りのすべての対局で時間切れになりました
}：今後は組み合わせに入りません。
event-withdrawn-forfeits = { $count ->
   *[other] 対局{ $games }は負けになります。
}
event-withdrawn-struck = 対局の半分も終えていないため、その成績はすべての人について取り消されます。
event-standings-head = 大会#{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] 参加受付中
    [finished] 最終順位
   *[running] { $swiss ->
        [yes] 第{ $round }回戦（全{ $rounds }回戦）
       *[no] { $games }局中{ $done }局終了
    }
}
# $one（ちょうど1点かどうか）は日本語では書き方が変わりません。
event-standing = { $place }. { $name } — { $points }{ $one ->
    [yes] 点
   *[no] 点
}、{ $games }局（{ $tiebreaks }）{ $withdrawn ->
    [yes] 、棄権
   *[no] {""}
}
event-standing-swiss = ブッフホルツ（最低を除く）{ $buchholz }、ゾンネボルン・ベルガー { $sb }
event-standing-round-robin = ゾンネボルン・ベルガー { $sb }、{ $wins }勝
event-standings-empty = まだ誰も参加していません。
event-column-place = 順位
event-column-player = 選手
event-column-points = 得点
event-column-games = 局数
event-column-buchholz = ブッフホルツ
event-column-sb = SB
event-column-wins = 勝数
event-table-withdrawn = { $name }（棄権）
event-finished = 大会#{ $id }が終わりました。{ $count ->
   *[other] 優勝：{ $winners }。
}
event-not-started = 大会#{ $id }の受付は{ $players }人で締め切られ、必要な{ $least }人に届かなかったため中止です。
event-finished-unpairable = 同じ二人が再び当たらずに次の回戦を組めないため、早めに終了しました。
event-list-empty = このサーバーにはまだ大会がありません。サーバーを管理できる人が /tournament action:create で開けます。
event-list-head = このサーバーの大会（新しい順）：
event-list-line = #{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] 参加受付中、{ $players }/{ $limit }人
    [running] { $players }人、第{ $round }回戦
   *[finished] 終了、{ $players }人
}

refused-event-not-in-server = 大会はサーバーのものです。サーバーで /tournament を使ってください。
refused-event-needs-palace = 大会にはこのサーバーにPalaceが必要です（管理者が招待します）。ここでは返答しかできません。
refused-event-may-not-create = ここで大会を開けるのは、このサーバーを管理できる人（サーバー管理権限）か、サーバーが主催者に指定したロールを持つ人だけです。
refused-event-not-organiser = それができるのは大会#{ $id }の主催者か、このサーバーの管理者だけです。
refused-event-not-found = このサーバーに大会#{ $id }はありません。
refused-event-none = { $action ->
    [join] 今ここで参加受付中の大会はありません
    [start] ここで開始を待つ大会はありません
    [leave] あなたはここの大会に参加していません
   *[other] 今ここで進行中の大会はありません
}。/tournament action:list ですべて表示できます。
refused-event-several = ここには該当する大会が複数あります（{ $ids }）。tournament: でひとつ指定してください。
refused-event-limit = ここの{ $format }は最大{ $most }人です（{ $asked }人は不可）。
refused-event-already-in = あなたはすでに大会#{ $id }に参加しています。
refused-event-not-in = あなたは大会#{ $id }に参加していません。
refused-event-full = 大会#{ $id }は満員です（{ $limit }人）。
refused-event-stage = 大会#{ $id }は{ $stage ->
    [sign-up] まだ始まっていません
    [running] すでに始まっています
   *[finished] 終わっています
}。
refused-event-too-few = 大会#{ $id }は{ $players }人です。始めるには少なくとも{ $least }人必要です。
refused-event-not-playing = { $name }さんは大会#{ $id }に参加していません。
refused-event-palace = Palaceは大会に出ません。人を誘ってください。
