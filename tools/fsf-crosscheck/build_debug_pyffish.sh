#!/bin/sh
# Builds a debug copy of pyffish 0.0.90 (same Fairy-Stockfish source as the PyPI wheel)
# with one extra read-only function, chase_trace(variant, fen, moves), that returns for
# every ply the squares of the checkers and of the pieces Position::chased() marked
# (StateInfo::checkersBB / StateInfo::chased).  It is used to name the cause of FSF's
# repetition verdicts (mutual check vs mutual chase draws) and to explain disagreements.
#
# Usage: sh tools/fsf-crosscheck/build_debug_pyffish.sh [WORKDIR]   (default /tmp/fsfdbg)
# Result: WORKDIR/pkg/pyffish_dbg (import with sys.path.insert(0, "WORKDIR/pkg")).
# Takes ~10 minutes on 2 cores.  Needs pip (PyPI sdist), g++ and Python headers.
set -e
W=${1:-/tmp/fsfdbg}
mkdir -p "$W" && cd "$W"
pip download pyffish==0.0.90 --no-binary :all: --no-deps -d .
rm -rf src-tree && mkdir src-tree && tar xzf pyffish-0.0.90.tar.gz -C src-tree
cd src-tree/pyffish-0.0.90
python3 - src/pyffish.cpp <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
fn = r'''
// DEBUG: per ply (checkers, chased) squares after each move
extern "C" PyObject* pyffish_chaseTrace(PyObject* self, PyObject *args) {
    PyObject *moveList;
    Position pos;
    const char *fen, *variant;
    if (!PyArg_ParseTuple(args, "ssO!", &variant, &fen, &PyList_Type, &moveList)) {
        return NULL;
    }
    StateListPtr states(new std::deque<StateInfo>(1));
    buildPosition(pos, states, variant, fen, moveList, false);
    PyObject* out = PyList_New(0);
    for (auto it = states->begin() + 1; it != states->end(); ++it) {
        const StateInfo& si = *it;
        PyObject* ch = PyList_New(0);
        for (Bitboard b = si.checkersBB; b; ) { PyObject* x = Py_BuildValue("s", UCI::square(pos, pop_lsb(b)).c_str()); PyList_Append(ch, x); Py_XDECREF(x); }
        PyObject* cs = PyList_New(0);
        for (Bitboard b = si.chased; b; ) { PyObject* x = Py_BuildValue("s", UCI::square(pos, pop_lsb(b)).c_str()); PyList_Append(cs, x); Py_XDECREF(x); }
        PyObject* t = Py_BuildValue("(OO)", ch, cs);
        Py_XDECREF(ch); Py_XDECREF(cs);
        PyList_Append(out, t); Py_XDECREF(t);
    }
    return out;
}
'''
i = s.index('static PyMethodDef')
s = s[:i] + fn + '\n' + s[i:]
s = s.replace('{"gives_check"', '{"chase_trace", (PyCFunction)pyffish_chaseTrace, METH_VARARGS, "debug"},\n    {"gives_check"', 1)
open(p, 'w').write(s)
PY
sed -i 's/"-flto", //' setup.py
python3 setup.py build_ext --inplace
mkdir -p "$W/pkg/pyffish_dbg"
cp pyffish/_pyffish*.so "$W/pkg/pyffish_dbg/"
echo 'from ._pyffish import *' > "$W/pkg/pyffish_dbg/__init__.py"
echo "built $W/pkg/pyffish_dbg"
