// A game's page: step through the moves (buttons, the move list, the arrow keys, Home
// and End), flip the board, and follow the game live. Without it the page still works:
// every step and move is a link to the page at that ply.
"use strict";
(() => {
  const root = document.querySelector("main[data-game]");
  if (!root) return;
  const slug = root.dataset.game;
  const view = root.dataset.view;
  const boards = root.dataset.board;
  let plies = Number(root.dataset.plies);
  let ply = Number(root.dataset.ply);
  const board = document.getElementById("board");
  const fen = document.getElementById("fen");
  const list = document.getElementById("moves");
  const status = document.getElementById("status");
  const query = (n) => "?ply=" + n + (view ? "&" + view : "");

  function mark() {
    for (const a of document.querySelectorAll("a[data-ply]")) {
      if (Number(a.dataset.ply) === ply) {
        a.setAttribute("aria-current", "step");
        if (a.closest("#moves")) a.scrollIntoView({ block: "nearest" });
      } else {
        a.removeAttribute("aria-current");
      }
    }
  }

  function show(n) {
    if (!board) return;
    ply = Math.max(0, Math.min(plies, n));
    root.dataset.ply = String(ply);
    board.src = boards + ply + (view ? "?" + view : "");
    if (fen) fen.href = "/g/" + slug + "/fen/" + ply;
    const steps = { first: 0, previous: ply - 1, next: ply + 1, last: plies };
    for (const a of document.querySelectorAll("a[data-step]")) {
      const to = steps[a.dataset.step];
      if (to !== undefined) a.href = query(Math.max(0, Math.min(plies, to)));
    }
    history.replaceState(null, "", query(ply));
    mark();
  }

  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const a = e.target.closest("a[data-ply], a[data-step]");
    if (!a || a.dataset.step === "flip") return;
    e.preventDefault();
    if (a.dataset.ply !== undefined) return show(Number(a.dataset.ply));
    show({ first: 0, previous: ply - 1, next: ply + 1, last: plies }[a.dataset.step]);
  });

  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: plies }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });

  if (!root.dataset.live || !window.EventSource) return;
  const since = root.dataset.over ? plies + "-end" : String(plies);
  const live = new EventSource("/g/" + slug + "/live?since=" + since + (view ? "&" + view : ""));
  live.addEventListener("state", (e) => {
    const s = JSON.parse(e.data);
    // A private view is drawn on the server from its player's own view: load it again.
    if (root.dataset.private) {
      if (s.plies !== plies || s.over) location.reload();
      return;
    }
    if (s.revealed && !board) return location.reload();
    status.innerHTML = s.status;
    if (s.moves !== null && list) {
      const following = ply === plies;
      plies = s.plies;
      root.dataset.plies = String(plies);
      list.innerHTML = s.moves;
      show(following ? plies : Math.min(ply, plies));
    }
    if (s.over) {
      live.close();
      const note = document.querySelector(".live");
      if (note) note.remove();
    }
  });
})();
