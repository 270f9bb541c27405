extension HTMLPage {
    /// The script: reads the data once, lists one page of key groups matching the filters, makes a
    /// group's rows and drawings when it is opened. Catalog text only ever goes into
    /// `textContent`; drawings' markup comes from the renderer, which escapes its text.
    ///
    /// It records its timings for tests and the benchmark: `data-ready-ms` on `<body>` when the
    /// first page is listed, `data-filter-ms` after each filter change.
    static let script = """
    (function(){
    'use strict';
    var D=JSON.parse(document.getElementById('report-data').textContent);
    var PAGE=50,CPAGE=100,SVG='http://www.w3.org/2000/svg';
    var form=document.getElementById('filters'),list=document.getElementById('groups');
    var state={},matched=[],page=0,cpage=0;
    function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!==undefined)e.textContent=text;return e;}
    function badge(text,cls){return el('span','badge '+(cls||''),text);}
    function fmt(n){return n.toLocaleString('en-US');}
    function option(select,value,title){var o=el('option','',title);o.value=value;select.appendChild(o);}
    D.locales.slice().sort().forEach(function(l){option(form.elements.locale,l,l);});
    option(form.elements.first,'-1','any size (not a size problem)');
    D.categories.forEach(function(c,i){option(form.elements.first,String(i),c);});
    var kindsPresent={};D.entries.forEach(function(e){e[8].forEach(function(f){kindsPresent[f[0]]=1;});});
    D.kinds.forEach(function(k,i){if(kindsPresent[i])option(form.elements.kind,k,D.kindTitles[i]);});
    D.severities.forEach(function(s){option(form.elements.severity,s,s);});
    function read(){
      state={key:form.elements.key.value.trim().toLowerCase(),locale:form.elements.locale.value,first:form.elements.first.value,
        kind:form.elements.kind.value,severity:form.elements.severity.value,baseline:form.elements.baseline?form.elements.baseline.value:''};
    }
    function findingMatches(f){
      return (!state.kind||D.kinds[f[0]]===state.kind)&&(!state.severity||D.severities[f[1]]===state.severity)
        &&(!state.baseline||f[5].split(' ')[0]===state.baseline);
    }
    function entryMatches(e){
      if(state.locale&&D.locales[e[0]]!==state.locale)return 0;
      if(state.first&&String(e[4])!==state.first)return 0;
      var n=0;for(var j=0;j<e[8].length;j++)if(findingMatches(e[8][j]))n++;
      return n;
    }
    function apply(){
      var t=performance.now();read();
      var entries=0,findings=0;matched=[];
      for(var g=0;g<D.groups.length;g++){
        var G=D.groups[g];
        if(state.key&&G[0].toLowerCase().indexOf(state.key)<0)continue;
        var rows=[];
        for(var r=G[2];r<G[2]+G[3];r++){var n=entryMatches(D.entries[r]);if(n){rows.push(r);findings+=n;}}
        if(rows.length){matched.push([g,rows]);entries+=rows.length;}
      }
      page=0;renderPage();
      var s=document.getElementById('status').children;
      s[0].textContent=fmt(matched.length);s[1].textContent=fmt(entries);s[2].textContent=fmt(findings);
      document.body.setAttribute('data-filter-ms',(performance.now()-t).toFixed(1));
    }
    function pager(box,count,size,current,go){
      box.textContent='';var pages=Math.ceil(count/size);if(pages<2)return;
      var prev=el('button','','Previous'),next=el('button','','Next');prev.type=next.type='button';
      prev.disabled=current===0;next.disabled=current>=pages-1;
      prev.onclick=function(){go(current-1);};next.onclick=function(){go(current+1);};
      box.appendChild(prev);box.appendChild(el('span','','Page '+(current+1)+' of '+pages+' ('+fmt(count)+')'));box.appendChild(next);
    }
    function renderPage(){
      list.textContent='';
      var frag=document.createDocumentFragment();
      for(var i=page*PAGE;i<Math.min(matched.length,(page+1)*PAGE);i++)frag.appendChild(group(matched[i]));
      list.appendChild(frag);
      var go=function(p){page=p;renderPage();list.scrollIntoView();};
      pager(document.getElementById('pager-top'),matched.length,PAGE,page,go);
      pager(document.getElementById('pager-bottom'),matched.length,PAGE,page,go);
    }
    function group(m){
      var G=D.groups[m[0]],rows=m[1],sev=D.severities[G[1]];
      var d=el('details','group worst-'+sev),s=el('summary');
      s.appendChild(el('code','',G[0]));
      s.appendChild(badge(sev,'sev-'+sev));
      var locales={},first=99,kinds={};
      rows.forEach(function(r){var e=D.entries[r];locales[e[0]]=1;if(e[4]>=0&&e[4]<first)first=e[4];e[8].forEach(function(f){if(findingMatches(f))kinds[f[0]]=1;});});
      s.appendChild(badge(Object.keys(locales).length+(Object.keys(locales).length===1?' locale':' locales')));
      if(first<99)s.appendChild(badge('from '+D.categories[first]));
      Object.keys(kinds).forEach(function(k){s.appendChild(badge(D.kinds[k]));});
      d.appendChild(s);
      d.addEventListener('toggle',function(){if(d.open&&!d.dataset.built){d.dataset.built='1';d.appendChild(table(rows));}});
      return d;
    }
    function findingBadges(cell,f){
      cell.appendChild(badge(D.severities[f[1]],'sev-'+D.severities[f[1]]));
      cell.appendChild(badge(D.kinds[f[0]]));
      if(f[5])cell.appendChild(badge(f[5],f[5].split(' ')[0]));
      if(f[6]){var b=badge('borderline','borderline');b.title=f[6]+' (SF Pro may give the other answer)';cell.appendChild(b);}
      if(f[3])cell.appendChild(el('span','cats',f[3]));
    }
    function table(rows){
      var t=el('table','rows'),h=el('tr');
      ['Locale','Stops fitting at','Findings','What the user sees','Text','Where','Drawing'].forEach(function(x){h.appendChild(el('th','',x));});
      t.appendChild(h);
      rows.forEach(function(r){
        var e=D.entries[r],tr=el('tr'),shown=e[8].filter(findingMatches);
        tr.appendChild(el('td','',D.locales[e[0]]+(e[1]?' ('+e[1]+')':'')));
        tr.appendChild(el('td','',e[4]>=0?D.categories[e[4]]:'fits at every size'));
        var fc=el('td','findings');shown.forEach(function(f,i){if(i)fc.appendChild(el('br'));findingBadges(fc,f);});tr.appendChild(fc);
        var sees=el('td','sees');shown.forEach(function(f,i){if(i)sees.appendChild(el('br'));sees.appendChild(document.createTextNode(f[4]));});tr.appendChild(sees);
        tr.appendChild(el('td','text',e[5]));
        var where=el('td','where',D.files[e[2]]+':'+e[3]);where.title=D.slots[e[6]]+', font '+D.fonts[e[7]]+', slot from '+D.origins[e[10]];tr.appendChild(where);
        var dc=el('td','drawing');e[9].forEach(function(i){var box=el('div');box.innerHTML=drawing(i);var svg=box.firstChild;svg.setAttribute('role','img');svg.setAttribute('aria-label',e[5]);dc.appendChild(svg);});
        tr.appendChild(dc);t.appendChild(tr);
      });
      return t;
    }
    var DIGIT={},defs=document.getElementById('outlines'),defined={};
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach(function(c,i){DIGIT[c]=i;});
    function need(g){if(defined[g])return;defined[g]=1;var p=document.createElementNS(SVG,'path');p.id='o'+g;p.setAttribute('d',D.outlines[g]);defs.appendChild(p);}
    function drawing(index){
      var s=D.drawings[index],i=0;
      function u(){var v=0,shift=0,d;do{d=DIGIT[s[i++]];v+=(d&31)*Math.pow(2,shift);shift+=5;}while(d&32);return v;}
      function sv(){var v=u();return v%2?-(v-1)/2:v/2;}
      var w=u()/10,h=u()/10,out=['<svg xmlns="'+SVG+'" width="'+w+'" height="'+h+'" viewBox="0 0 '+w+' '+h+'">'];
      var pal=[],k=1,base=0,x=0;
      while(i<s.length){
        var op=u(),n,j;
        if(op===0)out.push(D.markup[u()]);
        else if(op===1)k=D.scales[u()];
        else if(op===2){pal=[];n=u();for(j=0;j<n;j++){var g=u();pal.push(g);need(g);}}
        else if(op===3){base=sv();x=0;}
        else if(op===4){n=u();for(j=0;j<n;j++){var p=u();x+=sv();var y=base+(p%2?sv():0);
          out.push('<use href="#o'+pal[p>>1]+'" transform="translate('+(x/10)+' '+(y/10)+') scale('+k+' '+(-k)+')"/>');}}
        else break;
      }
      out.push('</svg>');return out.join('');
    }
    function renderCatalog(){
      var body=document.getElementById('catalog-rows');if(!body)return;
      body.textContent='';
      for(var i=cpage*CPAGE;i<Math.min(D.catalog.length,(cpage+1)*CPAGE);i++){
        var c=D.catalog[i],tr=el('tr'),sev=D.severities[c[2]];
        tr.appendChild(el('td','where',D.files[c[0]]+':'+c[1]));
        var sc=el('td','sev-'+sev,sev);if(c[5])sc.appendChild(badge(c[5],c[5].split(' ')[0]));tr.appendChild(sc);
        tr.appendChild(el('td','',c[4]));tr.appendChild(el('td','',c[3]));body.appendChild(tr);
      }
      pager(document.getElementById('catalog-pager'),D.catalog.length,CPAGE,cpage,function(p){cpage=p;renderCatalog();});
    }
    function set(values){form.reset();Object.keys(values).forEach(function(k){form.elements[k].value=values[k];});apply();
      document.getElementById('findings').scrollIntoView();}
    form.addEventListener('input',apply);form.addEventListener('change',apply);
    form.addEventListener('reset',function(){setTimeout(apply,0);});
    form.addEventListener('submit',function(e){e.preventDefault();});
    var heat=document.getElementById('heatmap');
    if(heat)heat.addEventListener('click',function(ev){var td=ev.target.closest('td[data-locale]');if(!td)return;
      set({locale:td.getAttribute('data-locale'),first:td.getAttribute('data-first')==='all'?'':td.getAttribute('data-first')});});
    document.addEventListener('click',function(ev){var a=ev.target.closest('a[data-key],a[data-kind]');if(!a)return;ev.preventDefault();
      var kind=a.getAttribute('data-kind');
      if(kind==='catalog-issue'&&document.getElementById('catalog'))document.getElementById('catalog').scrollIntoView();
      else if(a.hasAttribute('data-key'))set({key:a.getAttribute('data-key')});else set({kind:kind});});
    apply();renderCatalog();
    document.body.setAttribute('data-ready-ms',performance.now().toFixed(1));
    })();
    """
}
