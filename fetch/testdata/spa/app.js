// A single-page app: the article exists only once this script has fetched
// it and built it in the DOM, after a delay, as frameworks do.
setTimeout(async () => {
  const res = await fetch("article.json");
  const a = await res.json();
  const root = document.getElementById("root");
  root.innerHTML = "";
  const article = document.createElement("article");
  const h1 = document.createElement("h1");
  h1.textContent = a.title;
  article.appendChild(h1);
  for (const text of a.paragraphs) {
    const p = document.createElement("p");
    p.textContent = text;
    article.appendChild(p);
  }
  const img = document.createElement("img");
  img.src = "/late-photo.png";
  article.appendChild(img);
  root.appendChild(article);
  history.replaceState(null, "", "#read");
}, 150);
