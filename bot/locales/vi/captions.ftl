caption-players = { $red } vs { $black }
caption-game-over = { $players } · { $result }
caption-to-move = { $players } · nước { $number } · đến lượt { $side }{ $check ->
    [yes] , đang bị chiếu
   *[no] {""}
}
caption-fog = { $variant } · góc nhìn của { $viewer } · nửa nước { $ply } · đến lượt { $side }
caption-challenge-start = Thách đấu { $id } · { $variant } · thế khởi đầu
caption-puzzle = Bài tập · ván { $game } · nước { $number } · { $side } đi và thắng
caption-swing = Ván { $game } · nước { $number } · { $name } đi { $move }: { $swing }{ $better }
caption-better = {" "}· tốt hơn { $move }
caption-view = { $variant } · góc nhìn của { $side }
caption-position = { $variant } · đến lượt { $side }

replay-heading = { $red } vs { $black } · { $variant }
replay-heading-seen = {" "}· như { $side } đã thấy
replay-heading-plies = { $variant } · { $plies } nửa nước
frame-start = Bắt đầu
frame-ply = Nửa nước { $ply }

labels-colon = {": "}
labels-heading = { $variant }, { $side } ở dưới{ $letters ->
    [yes] {" "}(chữ WXF, chữ hoa = bên Đỏ)
   *[no] {""}
}
labels-hand = trong tay { $side }
labels-last-move = nước vừa đi
labels-your-last-move = nước vừa đi của bạn
labels-drop-on = thả vào
labels-taken-on = quân của bạn bị ăn ở
labels-check = chiếu
labels-fog = sương mù
labels-unknown = quân không rõ
