/* The double-dummy search of tutor/analysis/solver.py, compiled.
 *
 * Same algorithm, same move order, same results as DoubleDummy's Python search (the
 * tests compare the two on random deals of every variant): alpha-beta over single card
 * plays, a transposition table of true bounds keyed at trick boundaries, and one card per
 * run of equivalent cards. The Python class builds the rule tables (which card belongs to
 * which effective suit, each card's power when a suit is led) and passes them in, so no
 * rule of the game lives here: this file only searches.
 *
 * Hands are bit sets over Card.index (0..32, the joker last), one per seat.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define NCARDS 33
#define NSUITS 5
#define JOKER_SUIT 4
#define MAX_PLAYERS 4
/* A table of 2^17 slots; a slot keeps the latest position hashed to it. Losing an entry
 * only costs a search, never a wrong value: every entry is a true bound of its own key. */
#define TT_BITS 17
#define TT_SIZE (1u << TT_BITS)

typedef struct {
    uint64_t hands[MAX_PLAYERS];
    int8_t leader;
    int8_t lower;
    int8_t upper;
    uint8_t used;
} Entry;

typedef struct {
    PyObject_HEAD
    int players;
    int trick_size;
    int suit_of[NCARDS];
    uint64_t suit_mask[NSUITS];
    int power[NSUITS][NCARDS];
    int order[NSUITS][NCARDS];
    int order_len[NSUITS];
    int next[MAX_PLAYERS];
    int maxing[MAX_PLAYERS];
    int lead_strength[NCARDS];
    Entry *tt;
    long long nodes;
} Search;

static int from_lead(Search *s, const uint64_t *hands, int leader, int alpha, int beta);

static inline int top_index(uint64_t mask) { return 63 - __builtin_clzll(mask); }

/* One card per run of equivalent cards of `suit` in `mine`, strongest first: cards of one
 * player adjacent in the suit's order, with no live card of anyone else between them. */
static int runs_of(const Search *s, int suit, uint64_t mine, uint64_t live, int *out) {
    int n = 0, in_run = 0;
    for (int k = 0; k < s->order_len[suit]; k++) {
        int index = s->order[suit][k];
        uint64_t bit = 1ULL << index;
        if (mine & bit) {
            if (!in_run) {
                out[n++] = index;
                in_run = 1;
            }
        } else if (live & bit) {
            in_run = 0;
        }
    }
    return n;
}

static int representatives(const Search *s, uint64_t legal, uint64_t live, int *out) {
    int n = 0;
    for (int suit = 0; suit < NSUITS; suit++) {
        uint64_t mine = legal & s->suit_mask[suit];
        if (mine) n += runs_of(s, suit, mine, live, out + n);
    }
    return n;
}

/* Leads: trumps first, then each suit's best card (a stable sort, strongest first). */
static void lead_order(const Search *s, int *cards, int n) {
    for (int i = 1; i < n; i++) {
        int card = cards[i], j = i;
        while (j > 0 && s->lead_strength[cards[j - 1]] < s->lead_strength[card]) {
            cards[j] = cards[j - 1];
            j--;
        }
        cards[j] = card;
    }
}

/* Follows: when my side holds the trick, play low; otherwise win as cheaply as possible,
 * else play low. */
static void follow_order(const Search *s, int *cards, int n, int led, int best_power,
                         int side_winning, int one_suit) {
    const int *power = s->power[led];
    int rising[NCARDS];
    if (one_suit) {
        /* Cards of one suit arrive strongest first: reversed, they rise. */
        for (int i = 0; i < n; i++) rising[i] = cards[n - 1 - i];
    } else {
        for (int i = 0; i < n; i++) {
            int card = cards[i], j = i;
            while (j > 0 && power[rising[j - 1]] > power[card]) {
                rising[j] = rising[j - 1];
                j--;
            }
            rising[j] = card;
        }
    }
    if (side_winning) {
        memcpy(cards, rising, sizeof(int) * (size_t)n);
        return;
    }
    int k = 0;
    int original[NCARDS];
    memcpy(original, cards, sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
        if (power[rising[i]] > best_power) cards[k++] = rising[i];
    for (int i = n - 1; i >= 0; i--)
        if (power[original[i]] <= best_power) cards[k++] = original[i];
}

static int last_trick(Search *s, const uint64_t *hands, int leader) {
    s->nodes++;
    int first = top_index(hands[leader]);
    const int *power = s->power[s->suit_of[first]];
    int best_seat = leader, best_power = power[first];
    for (int seat = s->next[leader]; seat != leader; seat = s->next[seat]) {
        int index = top_index(hands[seat]);
        if (power[index] > best_power) {
            best_seat = seat;
            best_power = power[index];
        }
    }
    return s->maxing[best_seat];
}

static int play(Search *s, uint64_t *hands, int seat, int led, int best_seat, int best_power,
                uint64_t live, int remaining, int alpha, int beta) {
    s->nodes++;
    uint64_t hand = hands[seat];
    int maximizing = s->maxing[seat];
    uint64_t follow = (led < 0 || led == JOKER_SUIT) ? 0 : hand & s->suit_mask[led];
    int cards[NCARDS];
    int n;
    if (follow) {
        n = runs_of(s, led, follow, live, cards);
    } else {
        n = representatives(s, hand, live, cards);
        if (led < 0) lead_order(s, cards, n);
    }
    if (led >= 0 && n > 1)
        follow_order(s, cards, n, led, best_power, s->maxing[best_seat] == maximizing,
                     follow != 0);
    int best = maximizing ? -1 : 99;
    int next_seat = s->next[seat];
    for (int k = 0; k < n; k++) {
        int index = cards[k];
        int card_led, winner, top;
        hands[seat] = hand ^ (1ULL << index);
        if (led < 0) {
            card_led = s->suit_of[index];
            winner = seat;
            top = s->power[card_led][index];
        } else {
            int power = s->power[led][index];
            card_led = led;
            if (power > best_power) {
                winner = seat;
                top = power;
            } else {
                winner = best_seat;
                top = best_power;
            }
        }
        int value;
        if (remaining)
            value = play(s, hands, next_seat, card_led, winner, top, live, remaining - 1, alpha,
                         beta);
        else if (s->maxing[winner])
            value = 1 + from_lead(s, hands, winner, alpha - 1, beta - 1);
        else
            value = from_lead(s, hands, winner, alpha, beta);
        hands[seat] = hand;
        if (maximizing) {
            if (value > best) {
                best = value;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) break;
                }
            }
        } else if (value < best) {
            best = value;
            if (best < beta) {
                beta = best;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static uint32_t slot_of(const Search *s, const uint64_t *hands, int leader) {
    uint64_t x = (uint64_t)leader + 1;
    for (int seat = 0; seat < s->players; seat++) {
        x = (x ^ hands[seat]) * 0xbf58476d1ce4e5b9ULL;
        x ^= x >> 31;
    }
    return (uint32_t)(x & (TT_SIZE - 1));
}

static int from_lead(Search *s, const uint64_t *hands, int leader, int alpha, int beta) {
    int left = __builtin_popcountll(hands[leader]);
    if (left == 0) return 0;
    if (left == 1) return last_trick(s, hands, leader);
    Entry *entry = &s->tt[slot_of(s, hands, leader)];
    int lower = 0, upper = left;
    int same = entry->used && entry->leader == leader &&
               memcmp(entry->hands, hands, sizeof(uint64_t) * (size_t)s->players) == 0;
    if (same) {
        lower = entry->lower;
        upper = entry->upper;
    }
    if (lower >= beta || lower == upper) return lower;
    if (upper <= alpha) return upper;
    int window_alpha = alpha > lower ? alpha : lower;
    int window_beta = beta < upper ? beta : upper;
    uint64_t work[MAX_PLAYERS] = {0};
    uint64_t live = 0;
    for (int seat = 0; seat < s->players; seat++) {
        work[seat] = hands[seat];
        live |= hands[seat];
    }
    int value = play(s, work, leader, -1, leader, 0, live, s->trick_size - 1, window_alpha,
                     window_beta);
    if (value <= window_alpha)
        upper = value;
    else if (value >= window_beta)
        lower = value;
    else
        lower = upper = value;
    memset(entry->hands, 0, sizeof(entry->hands));
    memcpy(entry->hands, hands, sizeof(uint64_t) * (size_t)s->players);
    entry->leader = (int8_t)leader;
    entry->lower = (int8_t)lower;
    entry->upper = (int8_t)upper;
    entry->used = 1;
    return value;
}

/* -- Python glue ------------------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, Py_ssize_t size, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != size) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd values", what, size);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (value == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)value;
    }
    Py_DECREF(fast);
    return 0;
}

static int Search_init(Search *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"players",   "trick_size", "suit_of", "suit_mask", "power",
                               "order",     "next_seat",  "maxing",  "lead_strength", NULL};
    PyObject *suit_of, *suit_mask, *power, *order, *next_seat, *maxing, *lead_strength;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "iiOOOOOOO", keywords, &self->players,
                                     &self->trick_size, &suit_of, &suit_mask, &power, &order,
                                     &next_seat, &maxing, &lead_strength))
        return -1;
    if (self->players < 2 || self->players > MAX_PLAYERS || self->trick_size < 2 ||
        self->trick_size > self->players) {
        PyErr_SetString(PyExc_ValueError, "players: 2 to 4, trick size at most the players");
        return -1;
    }
    if (read_ints(suit_of, self->suit_of, NCARDS, "suit_of") < 0 ||
        read_ints(next_seat, self->next, self->players, "next_seat") < 0 ||
        read_ints(maxing, self->maxing, self->players, "maxing") < 0 ||
        read_ints(lead_strength, self->lead_strength, NCARDS, "lead_strength") < 0)
        return -1;
    for (int i = 0; i < NCARDS; i++)
        if (self->suit_of[i] < 0 || self->suit_of[i] >= NSUITS) {
            PyErr_SetString(PyExc_ValueError, "suit_of: suit ids are 0 to 4");
            return -1;
        }
    for (int seat = 0; seat < self->players; seat++)
        if (self->next[seat] < 0 || self->next[seat] >= self->players) {
            PyErr_SetString(PyExc_ValueError, "next_seat: seats are 0 to players - 1");
            return -1;
        }
    PyObject *masks = PySequence_Fast(suit_mask, "suit_mask");
    PyObject *powers = PySequence_Fast(power, "power");
    PyObject *orders = PySequence_Fast(order, "order");
    int failed = masks == NULL || powers == NULL || orders == NULL ||
                 PySequence_Fast_GET_SIZE(masks) != NSUITS ||
                 PySequence_Fast_GET_SIZE(powers) != NSUITS ||
                 PySequence_Fast_GET_SIZE(orders) != NSUITS;
    for (int suit = 0; !failed && suit < NSUITS; suit++) {
        self->suit_mask[suit] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(masks, suit));
        failed = PyErr_Occurred() != NULL ||
                 read_ints(PySequence_Fast_GET_ITEM(powers, suit), self->power[suit], NCARDS,
                           "power") < 0;
        if (failed) break;
        PyObject *members = PySequence_Fast(PySequence_Fast_GET_ITEM(orders, suit), "order");
        if (members == NULL || PySequence_Fast_GET_SIZE(members) > NCARDS) {
            Py_XDECREF(members);
            failed = 1;
            break;
        }
        self->order_len[suit] = (int)PySequence_Fast_GET_SIZE(members);
        failed = read_ints(members, self->order[suit], self->order_len[suit], "order") < 0;
        Py_DECREF(members);
    }
    Py_XDECREF(masks);
    Py_XDECREF(powers);
    Py_XDECREF(orders);
    if (failed) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "malformed rule tables");
        return -1;
    }
    PyMem_Free(self->tt);
    self->tt = PyMem_Calloc(TT_SIZE, sizeof(Entry));
    if (self->tt == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    self->nodes = 0;
    return 0;
}

static void Search_dealloc(Search *self) {
    PyMem_Free(self->tt);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int read_hand(PyObject *item, uint64_t *out) {
    unsigned long long mask = PyLong_AsUnsignedLongLong(item);
    if (PyErr_Occurred()) return -1;
    if (mask >> NCARDS) {
        PyErr_SetString(PyExc_ValueError, "a hand holds card indexes 0 to 32");
        return -1;
    }
    *out = mask;
    return 0;
}

/* solve_from(hands, leader, trick, alpha, beta): tricks the maximizing side takes from here
 * on, the current trick ((seat, card index) pairs from the leader) included. */
static PyObject *Search_solve_from(Search *self, PyObject *args) {
    PyObject *hands_arg, *trick_arg;
    int leader, alpha, beta;
    if (!PyArg_ParseTuple(args, "OiOii", &hands_arg, &leader, &trick_arg, &alpha, &beta))
        return NULL;
    if (self->tt == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "the search was not initialised");
        return NULL;
    }
    uint64_t hands[MAX_PLAYERS] = {0};
    PyObject *fast = PySequence_Fast(hands_arg, "hands");
    if (fast == NULL) return NULL;
    if (PySequence_Fast_GET_SIZE(fast) != self->players) {
        Py_DECREF(fast);
        return PyErr_Format(PyExc_ValueError, "one hand per seat (%d)", self->players);
    }
    for (int seat = 0; seat < self->players; seat++)
        if (read_hand(PySequence_Fast_GET_ITEM(fast, seat), &hands[seat]) < 0) {
            Py_DECREF(fast);
            return NULL;
        }
    Py_DECREF(fast);
    if (leader < 0 || leader >= self->players)
        return PyErr_Format(PyExc_ValueError, "no seat %d", leader);
    PyObject *trick = PySequence_Fast(trick_arg, "trick");
    if (trick == NULL) return NULL;
    Py_ssize_t played = PySequence_Fast_GET_SIZE(trick);
    if (played > self->trick_size) {
        Py_DECREF(trick);
        PyErr_SetString(PyExc_ValueError, "a trick has one card from each active player");
        return NULL;
    }
    int seats[MAX_PLAYERS], indexes[MAX_PLAYERS];
    for (Py_ssize_t i = 0; i < played; i++) {
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(trick, i), "ii", &seats[i], &indexes[i])) {
            Py_DECREF(trick);
            return NULL;
        }
        if (seats[i] < 0 || seats[i] >= self->players || indexes[i] < 0 ||
            indexes[i] >= NCARDS) {
            Py_DECREF(trick);
            PyErr_SetString(PyExc_ValueError, "a play is (seat, card index)");
            return NULL;
        }
    }
    Py_DECREF(trick);
    int value;
    if (played == 0) {
        value = from_lead(self, hands, leader, alpha, beta);
        return PyLong_FromLong(value);
    }
    int led = self->suit_of[indexes[0]];
    const int *power = self->power[led];
    int best_seat = seats[0], best_power = power[indexes[0]];
    uint64_t live = 0;
    for (int seat = 0; seat < self->players; seat++) live |= hands[seat];
    for (Py_ssize_t i = 0; i < played; i++) {
        live |= 1ULL << indexes[i];
        if (power[indexes[i]] > best_power) {
            best_seat = seats[i];
            best_power = power[indexes[i]];
        }
    }
    if (played == self->trick_size) {
        int won = self->maxing[best_seat];
        value = won + from_lead(self, hands, best_seat, alpha - won, beta - won);
    } else {
        int seat = leader;
        for (Py_ssize_t i = 0; i < played; i++) seat = self->next[seat];
        int remaining = self->trick_size - (int)played - 1;
        value = play(self, hands, seat, led, best_seat, best_power, live, remaining, alpha, beta);
    }
    return PyLong_FromLong(value);
}

static PyObject *Search_get_nodes(Search *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->nodes);
}

static PyMethodDef Search_methods[] = {
    {"solve_from", (PyCFunction)Search_solve_from, METH_VARARGS,
     "solve_from(hands, leader, trick, alpha, beta) -> tricks of the maximizing side"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "positions searched so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tutor.analysis._dd.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The compiled double-dummy search of one contract.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef dd_module = {
    PyModuleDef_HEAD_INIT, "_dd", "Compiled double-dummy search (see tutor.analysis.solver).", -1,
    NULL,
};

PyMODINIT_FUNC PyInit__dd(void) {
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *module = PyModule_Create(&dd_module);
    if (module == NULL) return NULL;
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(module, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(&SearchType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
