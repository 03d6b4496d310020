// malloc-count.c: counts malloc, realloc and posix_memalign calls of a process (Linux, glibc)
// and prints the totals on standard error at exit. Build and use through malloc-count.sh.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdatomic.h>
static atomic_long n_malloc, n_realloc, n_posix;
static void *(*real_malloc)(size_t);
static void *(*real_realloc)(void*, size_t);
static int (*real_posix)(void**, size_t, size_t);
void *malloc(size_t s){ if(!real_malloc) real_malloc=dlsym(RTLD_NEXT,"malloc"); n_malloc++; return real_malloc(s);}
void *realloc(void*p,size_t s){ if(!real_realloc) real_realloc=dlsym(RTLD_NEXT,"realloc"); n_realloc++; return real_realloc(p,s);}
int posix_memalign(void**p,size_t a,size_t s){ if(!real_posix) real_posix=dlsym(RTLD_NEXT,"posix_memalign"); n_posix++; return real_posix(p,a,s);}
__attribute__((destructor)) static void fin(void){ fprintf(stderr,"mallocs %ld reallocs %ld posix_memalign %ld\n", n_malloc, n_realloc, n_posix);}
