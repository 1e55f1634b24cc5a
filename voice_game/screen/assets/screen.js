"use strict";
// The companion page: shows the table as the game sends it, and sends a joined seat's taps.
(() => {
  const $ = (id) => document.getElementById(id);
  let view = null;
  let code = sessionStorage.getItem("seat-code");
  let seat = sessionStorage.getItem("seat-name");
  let picked = null;
  const shown = {};

  const el = (tag, text, attrs) => {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    return node;
  };
  const card = (c, extra) => {
    const li = el("li");
    const details = el("details");
    details.append(el("summary", c.name + (extra || "")), el("p", c.event));
    li.append(details);
    return li;
  };
  // Rebuild a part only when its content changed, so a screen reader keeps its place.
  const changed = (key, value) => {
    const text = JSON.stringify(value);
    if (shown[key] === text) return false;
    shown[key] = text;
    return true;
  };
  const ordinal = (n) => {
    const s = ["th", "st", "nd", "rd"], v = n % 100;
    return n + (s[(v - 20) % 10] || s[v] || s[0]);
  };

  function render() {
    const v = view;
    document.body.dataset.version = String(v.version);
    if (changed("said", v.said)) {
      const said = $("said");
      said.replaceChildren(...v.said.map((line) => el("p", line)));
    }
    const turn = v.winner ? `The game is over: ${v.winner} won.` :
      v.phase === "final" ? `${v.turn}: doubt the chain, or accept it.` :
      v.phase === "order-start" ? `${v.turn}: keep or swap the start cards.` :
      `${v.turn}'s turn.`;
    $("turn").textContent = turn;
    if (changed("chain", v.chain)) {
      $("chain").replaceChildren(...v.chain.map((c) => card(c)));
      $("chain-empty").hidden = v.chain.length > 0;
    }
    if (changed("reveal", v.reveal)) {
      $("reveal").hidden = !v.reveal;
      if (v.reveal) {
        $("verdict").textContent = v.reveal.verdict;
        $("revealed").replaceChildren(...v.reveal.cards.map((c) => {
          const li = card(c, `: ${c.year}` + (c.wrong ? " (out of order)" : ""));
          if (c.wrong) li.classList.add("wrong");
          return li;
        }));
      }
    }
    $("pile").textContent = `${v.pile} cards left to draw.`;
    if (changed("seats", v.seats)) {
      $("seats").replaceChildren(...v.seats.flatMap((s) => {
        const who = s.name + (s.computer ? " (computer)" : "") + (s.turn ? ", on turn" : "");
        const count = s.count === 1 ? "1 card" : `${s.count} cards`;
        const title = el("h3", `${who}: ${count}`);
        const list = el("ol", null, { "aria-label": `${s.name}'s cards` });
        list.append(...s.cards.map((c) => card(c)));
        return [title, list];
      }));
    }
    renderSeat();
    if (v.ended) {
      $("connection").textContent = "The game has ended. This page no longer updates.";
      $("connection").className = "ended";
    }
  }

  function renderSeat() {
    const joined = code !== null && seat !== null;
    $("join").hidden = joined;
    $("seat").hidden = !joined;
    if (!joined || !view) return;
    const v = view;
    const mine = v.seats.find((s) => s.name === seat);
    const onTurn = !v.ended && v.turn === seat;
    $("seat-name").textContent = `You play as ${seat}.` + (onTurn ? " It is your turn." : "");
    for (const button of $("actions").querySelectorAll("button")) {
      const kind = button.dataset.kind;
      const may = v.may[kind === "keep" || kind === "swap" ? "order" : kind];
      button.hidden = kind === "undo" ? (v.ended || may !== seat) : !(onTurn && may);
    }
    const cards = mine ? mine.cards : [];
    if (picked !== null && (picked >= cards.length || !onTurn)) picked = null;
    const canPlace = onTurn && v.may.place;
    if (changed("pick", [cards, picked, canPlace])) {
      $("pick").replaceChildren(...cards.map((c, i) => {
        const button = el("button", `Card ${i + 1}: ${c.name}`, {
          type: "button", "data-card": String(i), "aria-pressed": String(picked === i),
        });
        button.disabled = !canPlace;
        button.addEventListener("click", () => { picked = i; renderSeat(); });
        const li = el("li");
        li.append(button);
        return li;
      }));
    }
    const chain = v.chain;
    const gaps = picked === null || !canPlace ? [] : chain.map((c, i) =>
      i === 0 ? `At the start, before ${c.name}` : `After the ${ordinal(i)} card, ${chain[i - 1].name}`
    ).concat(chain.length ? [`At the end, after ${chain[chain.length - 1].name}`] : []);
    if (changed("gaps", [gaps, v.version])) {
      $("gaps").replaceChildren(...gaps.map((text, slot) => {
        const button = el("button", text, { type: "button", "data-slot": String(slot) });
        button.addEventListener("click", () => tap({ kind: "place", card: picked, slot }));
        const li = el("li");
        li.append(button);
        return li;
      }));
    }
    $("gaps-title").hidden = gaps.length === 0;
  }

  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    let data = {};
    try { data = await response.json(); } catch (_) { data = {}; }
    return { ok: response.ok, data };
  }

  async function tap(what) {
    $("reply").textContent = "Sent…";
    const { ok, data } = await post("/tap", { code, version: view.version, ...what });
    picked = null;
    if (!ok && data.error && /seat code/.test(data.error)) leave();
    $("reply").textContent = ok ? data.said.join(" ") : (data.error || "That did not work.");
  }

  function leave() {
    code = seat = null;
    sessionStorage.removeItem("seat-code");
    sessionStorage.removeItem("seat-name");
    renderSeat();
  }

  $("join").addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = $("code").value.trim();
    const { ok, data } = await post("/join", { code: typed });
    if (ok) {
      code = typed;
      seat = data.seat;
      sessionStorage.setItem("seat-code", code);
      sessionStorage.setItem("seat-name", seat);
      $("code").value = "";
      $("reply").textContent = `Joined as ${seat}.`;
    } else {
      $("reply").textContent = data.error || "That code did not work.";
    }
    renderSeat();
  });
  $("leave").addEventListener("click", () => { leave(); $("reply").textContent = "Left the seat."; });
  for (const button of $("actions").querySelectorAll("button")) {
    button.addEventListener("click", () => tap({ kind: button.dataset.kind }));
  }

  const stream = new EventSource("/events");
  stream.onopen = () => {
    $("connection").textContent = "Live: this page follows the game.";
    $("connection").className = "";
  };
  stream.onmessage = (message) => {
    view = JSON.parse(message.data);
    render();
    if (view.ended) stream.close();
  };
  stream.onerror = () => {
    if (view && view.ended) return;
    $("connection").textContent = "The connection to the game is lost; trying again…";
    $("connection").className = "lost";
  };
  renderSeat();
})();
